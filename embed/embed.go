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

// contentSecurityPolicy allows only the console's own files. Two hashes allow the fixed <style>
// elements React Aria inserts at run time: the touch-action rule for pressable elements (every
// browser) and the overscroll rule while a modal is open (iOS Safari only); embed_test.go holds
// their text. Style attributes need no 'unsafe-inline': React sets them through the CSSOM, which
// CSP does not restrict. Images may be https (avatars from identity providers) or data: URLs.
// Keep it one string on one line: the browser tests compare the local service's header with it.
const contentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self' 'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o=' 'sha256-gYiS/BvZvRcK27JIXTuwhZ3hs2+VJ1X+2gUlE+farlg='; img-src 'self' data: https:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

// AdditionalHeaders returns the headers to send with every response that serves FS.
func AdditionalHeaders() map[string]string {
	return map[string]string{
		"Content-Security-Policy": contentSecurityPolicy,
		"X-Content-Type-Options":  "nosniff",
	}
}
