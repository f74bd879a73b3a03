# The SEC reference files (company_tickers*.json, listed_filer_metadata) as a tiny data image, used
# by Kubernetes init containers that copy them to REFERENCE_DIR. Not part of the code images: the
# files change on their own schedule, so they get their own tag (e.g. the date they were taken).
#   docker build -f deploy/docker/reference-data.Dockerfile -t nes/reference-data:2026-07 ../shared/edgar/reference
# (the build context is the folder holding the files). compose mounts the folder instead.
FROM busybox:1.37
COPY . /reference/
USER 1000:1000
