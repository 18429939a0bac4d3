package ui

import (
	"io"
	"mime"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// serve mounts FS like Flipt does: a plain file server with the additional headers.
func serve(t *testing.T) *httptest.Server {
	t.Helper()
	fsys, err := FS()
	if err != nil {
		t.Fatalf("FS: %v", err)
	}
	files := http.FileServer(http.FS(fsys))
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		for k, v := range AdditionalHeaders() {
			w.Header().Set(k, v)
		}
		files.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	return srv
}

func get(t *testing.T, url string) (*http.Response, string) {
	t.Helper()
	res, err := http.Get(url)
	if err != nil {
		t.Fatalf("GET %s: %v", url, err)
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatalf("read %s: %v", url, err)
	}
	return res, string(body)
}

// mediaType returns the Content-Type without parameters.
func mediaType(t *testing.T, res *http.Response) string {
	t.Helper()
	mt, _, err := mime.ParseMediaType(res.Header.Get("Content-Type"))
	if err != nil {
		t.Fatalf("%s: bad Content-Type %q", res.Request.URL, res.Header.Get("Content-Type"))
	}
	return mt
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// checkPlainPage fetches path, which must be an HTML page holding each of want, with no script
// and no style of its own (the Content-Security-Policy would refuse them).
func checkPlainPage(t *testing.T, path string, want ...string) {
	t.Helper()
	res, html := get(t, serve(t).URL+path)
	if res.StatusCode != http.StatusOK || mediaType(t, res) != "text/html" {
		t.Fatalf("GET %s: %d %s", path, res.StatusCode, res.Header.Get("Content-Type"))
	}
	for _, w := range want {
		if !strings.Contains(html, w) {
			t.Errorf("GET %s lacks %q", path, w)
		}
	}
	if strings.Contains(html, "<script") || strings.Contains(html, "<style") || strings.Contains(html, ` style="`) {
		t.Errorf("GET %s: the page has a script or style the CSP forbids", path)
	}
}
