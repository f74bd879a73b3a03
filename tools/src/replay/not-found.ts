/**
 * EDGAR's "not there" answers. www.sec.gov/Archives is served from S3: a missing object — a
 * filing's documents before they are disseminated, a folder under a CIK that is not a party to
 * the filing (e.g. the filer agent's), a mistyped name — answers 404 with S3's NoSuchKey XML; a
 * daily index not built yet (EDGAR builds them at night) answers 403 AccessDenied, which clients
 * take as absent (Equibles' SecEdgarClient treats both bodies as "no index for that day"). Other
 * paths get SEC's HTML "Page Not Found".
 */
const requestId = () => Math.random().toString(36).slice(2, 18).toUpperCase();

export function noSuchKey(path: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${path.replace(/^\//, '').replace(/&/g, '&amp;').replace(/</g, '&lt;')}</Key><RequestId>${requestId()}</RequestId><HostId>replay</HostId></Error>`;
}

export function accessDenied(): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Error><Code>AccessDenied</Code><Message>Access Denied</Message><RequestId>${requestId()}</RequestId><HostId>replay</HostId></Error>`;
}

export const PAGE_NOT_FOUND_HTML = `<!DOCTYPE html><html lang="en"><head><title>Page Not Found | SEC.gov</title></head>
<body><h1>Page Not Found</h1><p>The page you requested could not be found. It may have been moved or deleted.</p></body></html>`;
