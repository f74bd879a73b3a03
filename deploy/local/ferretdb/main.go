// Command ferretdb-local runs FerretDB v1 (SQLite backend) as an embedded library on loopback.
// Importing the embeddable package (instead of `go install .../cmd/ferretdb`) avoids the
// missing version.txt panic of module-proxy builds; see docs/adr/0003-local-stack.md.
package main

import (
	"context"
	"flag"
	"log"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listen := flag.String("listen", "127.0.0.1:27017", "TCP address to listen on")
	dataDir := flag.String("data", "data", "directory for the SQLite databases")
	flag.Parse()

	dir, err := filepath.Abs(*dataDir)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		log.Fatal(err)
	}

	f, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: *listen},
		Handler:   "sqlite",
		SQLiteURL: "file:" + dir + "/",
	})
	if err != nil {
		log.Fatal(err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()

	log.Printf("ferretdb-local listening on %s, data in %s", *listen, dir)
	if err := f.Run(ctx); err != nil {
		log.Fatal(err)
	}
	log.Print("ferretdb-local stopped")
}
