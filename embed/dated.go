package ui

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"strings"
	"sync"
	"time"
)

// Flipt serves FS through http.FileServer, which sends Last-Modified (and answers
// If-Modified-Since with 304) only for files whose modification time is set; embedded files have
// none. The files under assets/ are named by their content hash, so any copy is good forever:
// giving them the time this binary was written lets browsers keep them (heuristic freshness) and
// revalidate them for a few bytes. index.html keeps the zero time, so it has no validator and is
// fetched on every visit: a new release is picked up at once.
func datedAssets(fsys fs.FS) fs.FS {
	return datedFS{fsys}
}

type datedFS struct{ fs.FS }

func (d datedFS) Open(name string) (fs.File, error) {
	f, err := d.FS.Open(name)
	if err != nil || !strings.HasPrefix(name, "assets/") {
		return f, err
	}
	return datedFile{f}, nil
}

type datedFile struct{ fs.File }

func (f datedFile) Stat() (fs.FileInfo, error) {
	info, err := f.File.Stat()
	if err != nil || info.IsDir() {
		return info, err
	}
	return datedInfo{info}, nil
}

// Seek lets http.FileServer answer Range requests and measure the file, as it does for embedded files.
func (f datedFile) Seek(offset int64, whence int) (int64, error) {
	if s, ok := f.File.(io.Seeker); ok {
		return s.Seek(offset, whence)
	}
	return 0, errors.New("ui: file cannot seek")
}

type datedInfo struct{ fs.FileInfo }

func (datedInfo) ModTime() time.Time { return builtAt() }

// builtAt is when the running binary was written, which is when its embedded files were made;
// without it (no executable path), when this process first served a file.
var builtAt = sync.OnceValue(func() time.Time {
	if exe, err := os.Executable(); err == nil {
		if info, err := os.Stat(exe); err == nil {
			return info.ModTime().UTC()
		}
	}
	return time.Now().UTC()
})
