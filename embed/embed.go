// Package ui embeds the built Flipt console (index.html and assets/, produced by `node build.mjs`)
// and tells the HTTP server which headers to send with it. It has the same surface as Flipt
// v1.54's own ui package: FS and AdditionalHeaders.
package ui

import (
	"embed"
	"io/fs"
)

// The build always writes index.html and a non-empty assets/ folder; without them this package
// does not compile, which is the intended failure for an unbuilt console.
//
//go:embed index.html assets
var dist embed.FS

// FS returns the built console rooted at this folder: "index.html" and "assets/…".
func FS() (fs.FS, error) {
	if _, err := fs.Stat(dist, "index.html"); err != nil {
		return nil, err
	}
	return dist, nil
}

// contentSecurityPolicy allows only the console's own files. A hash allows the one fixed <style>
// element React Aria inserts at run time, the touch-action rule for pressable elements;
// embed_test.go holds its text (the console's modals are its own, so React Aria's overscroll rule
// for open modals never appears). Style attributes need no 'unsafe-inline': React sets them
// through the CSSOM, which CSP does not restrict. Images may be https (avatars from identity
// providers) or data: URLs.
// Keep it one string on one line: the browser tests compare the local service's header with it.
const contentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self' 'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='; img-src 'self' data: https:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

// AdditionalHeaders returns the headers to send with every response that serves FS.
func AdditionalHeaders() map[string]string {
	return map[string]string{
		"Content-Security-Policy": contentSecurityPolicy,
		"X-Content-Type-Options":  "nosniff",
	}
}
