//go:build !assets

package ui

import (
	"io/fs"
	"testing/fstest"
)

// notEmbedded is the page a Flipt built without the `assets` tag serves at `/`.
const notEmbedded = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Flipt</title></head>
<body>
<h1>This Flipt binary has no console</h1>
<p>The API is running. The console is embedded only in builds with the <code>assets</code> tag:
<code>go build -tags assets ./cmd/flipt</code> with the built console in <code>ui/</code>.</p>
</body>
</html>
`

// FS returns a single index.html that says the console is not embedded in this build.
func FS() (fs.FS, error) {
	return fstest.MapFS{"index.html": &fstest.MapFile{Data: []byte(notEmbedded)}}, nil
}
