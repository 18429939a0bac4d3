// Package ui is the Flipt console as Flipt v1.54's `ui` package: this folder replaces the ui/
// folder of Flipt's source tree (package ui of module go.flipt.io/flipt, no go.mod of its own).
// It has the same surface as Flipt's own package: FS returns the files to serve at `/` and
// AdditionalHeaders the headers Flipt's HTTP server sets on every response. As in Flipt, only
// builds with the `assets` tag embed the console (assets.go); other builds (dev.go) serve a page
// saying so, which keeps `go build` and `go test` of Flipt working without a built console.
package ui

// contentSecurityPolicy allows only the console's own files. A script hash allows index.html's
// one fixed inline script (ui/app/starter.ts, compiled by scripts/build/html.mjs: it starts the
// start-up requests and loads the browser's Intl data while the bundle is parsed); the tests
// check it against the built page. A style hash allows the one fixed
// <style> element React Aria inserts at run time, the touch-action rule for pressable elements;
// embed_test.go holds its text (the console's modals are its own, so React Aria's overscroll rule
// for open modals never appears). Style attributes need no 'unsafe-inline': React sets them
// through the CSSOM, which CSP does not restrict. Images may be https (avatars from identity
// providers) or data: URLs.
// Keep it one string on one line: the local service and the browser tests read it from here.
const contentSecurityPolicy = "default-src 'self'; script-src 'self' 'sha256-8klDI3I7krBe6tYN60L3XZn4diJmnsC2RY2CmN+wDYY='; style-src 'self' 'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='; img-src 'self' data: https:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

// AdditionalHeaders returns the headers to send with every response that serves FS. Links leave
// with no address (Referrer-Policy), and a page the console opens, or that opens it, gets no
// handle on its window (Cross-Origin-Opener-Policy). The local service reads this map (one
// "Name": value pair a line), so both servers send the same headers.
func AdditionalHeaders() map[string]string {
	return map[string]string{
		"Content-Security-Policy":    contentSecurityPolicy,
		"X-Content-Type-Options":     "nosniff",
		"Referrer-Policy":            "same-origin",
		"Cross-Origin-Opener-Policy": "same-origin",
	}
}
