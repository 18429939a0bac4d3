//go:build assets

package ui

import (
	"embed"
	"io/fs"
)

// The build (`node build.mjs`) always writes index.html and a non-empty assets/ folder next to
// this file; without them an `assets` build does not compile, which is the intended failure for
// an unbuilt console.
//
//go:embed index.html assets
var dist embed.FS

// FS returns the built console rooted at this folder: "index.html" and "assets/…".
func FS() (fs.FS, error) {
	if _, err := fs.Stat(dist, "index.html"); err != nil {
		return nil, err
	}
	return datedAssets(dist), nil
}
