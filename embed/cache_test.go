//go:build assets

package ui

import (
	"net/http"
	"regexp"
	"testing"
	"time"
)

// request sends a GET with the given headers to the file server the way a browser revisits.
func request(t *testing.T, url string, header map[string]string) *http.Response {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("GET %s: %v", url, err)
	}
	res.Body.Close()
	return res
}

func TestHashedAssetsCanBeKeptAndRevalidated(t *testing.T) {
	srv := serve(t)
	_, html := get(t, srv.URL+"/")
	refs := regexp.MustCompile(`(?:src|href)="(assets/[^"]+)"`).FindAllStringSubmatch(html, -1)
	if len(refs) < 2 {
		t.Fatalf("index.html references %d assets", len(refs))
	}
	for _, m := range refs {
		url := srv.URL + "/" + m[1]
		first := request(t, url, nil)
		modified, err := http.ParseTime(first.Header.Get("Last-Modified"))
		if err != nil {
			t.Errorf("GET %s: Last-Modified %q: %v", m[1], first.Header.Get("Last-Modified"), err)
			continue
		}
		// Browsers keep a file fresh for a share of its age (Date − Last-Modified), so the time
		// must lie in the past, and it must not change between requests or revalidation fails.
		if date, _ := http.ParseTime(first.Header.Get("Date")); modified.After(date) || modified.Before(time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)) {
			t.Errorf("GET %s: Last-Modified %v, Date %v", m[1], modified, date)
		}
		if cc := first.Header.Get("Cache-Control"); cc != "" {
			t.Errorf("GET %s: Cache-Control %q forbids or limits keeping the file", m[1], cc)
		}
		again := request(t, url, map[string]string{"If-Modified-Since": first.Header.Get("Last-Modified")})
		if again.StatusCode != http.StatusNotModified {
			t.Errorf("GET %s with If-Modified-Since: %d, want 304", m[1], again.StatusCode)
		}
		ranged := request(t, url, map[string]string{"Range": "bytes=0-9"})
		if ranged.StatusCode != http.StatusPartialContent || ranged.ContentLength != 10 {
			t.Errorf("GET %s bytes 0-9: %d, %d bytes", m[1], ranged.StatusCode, ranged.ContentLength)
		}
	}
}

func TestIndexIsFetchedEveryVisit(t *testing.T) {
	srv := serve(t)
	res := request(t, srv.URL+"/", map[string]string{"If-Modified-Since": time.Now().UTC().Format(http.TimeFormat)})
	if res.StatusCode != http.StatusOK {
		t.Errorf("GET / with If-Modified-Since: %d, want 200 with the page", res.StatusCode)
	}
	for _, h := range []string{"Last-Modified", "ETag", "Expires", "Cache-Control"} {
		if v := res.Header.Get(h); v != "" {
			t.Errorf("GET /: %s %q lets a browser keep an old page", h, v)
		}
	}
}
