package ui

import (
	"crypto/sha256"
	"encoding/base64"
	"io"
	"mime"
	"net/http"
	"net/http/httptest"
	"path"
	"regexp"
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

var wantTypes = map[string][]string{
	".js":  {"text/javascript", "application/javascript"},
	".css": {"text/css"},
	".svg": {"image/svg+xml"},
}

var assetRef = regexp.MustCompile(`(?:src|href)="([^"]+)"`)

func TestIndexAndEveryReferencedAssetAreServed(t *testing.T) {
	srv := serve(t)
	res, html := get(t, srv.URL+"/")
	if res.StatusCode != http.StatusOK || mediaType(t, res) != "text/html" {
		t.Fatalf("GET /: %d %s", res.StatusCode, res.Header.Get("Content-Type"))
	}
	refs := assetRef.FindAllStringSubmatch(html, -1)
	kinds := map[string]bool{}
	for _, m := range refs {
		ref := m[1]
		if !strings.HasPrefix(ref, "assets/") {
			t.Errorf("index.html references %q: only relative assets/ URLs are allowed", ref)
			continue
		}
		ext := path.Ext(ref)
		kinds[ext] = true
		res, body := get(t, srv.URL+"/"+ref)
		if res.StatusCode != http.StatusOK || body == "" {
			t.Errorf("GET %s: status %d, %d bytes", ref, res.StatusCode, len(body))
			continue
		}
		if !contains(wantTypes[ext], mediaType(t, res)) {
			t.Errorf("GET %s: Content-Type %q, want one of %v", ref, res.Header.Get("Content-Type"), wantTypes[ext])
		}
	}
	if !kinds[".js"] || !kinds[".css"] {
		t.Errorf("index.html should reference one JS and one CSS asset, found %v", refs)
	}
}

func TestIndexHasNoInlineScriptOrExternalResource(t *testing.T) {
	srv := serve(t)
	_, html := get(t, srv.URL+"/")
	for _, tag := range regexp.MustCompile(`<script[^>]*>`).FindAllString(html, -1) {
		if !strings.Contains(tag, `src="assets/`) {
			t.Errorf("inline or external script: %s", tag)
		}
	}
	if regexp.MustCompile(`(?:src|href)="(?:https?:)?//`).MatchString(html) {
		t.Error("index.html loads something from another origin")
	}
	for _, want := range []string{`<html lang="en">`, `<meta charset="utf-8"`, `name="viewport"`, `<title>Flipt</title>`, `id="root"`} {
		if !strings.Contains(html, want) {
			t.Errorf("index.html lacks %s", want)
		}
	}
}

func TestUnknownPathIsNotFound(t *testing.T) {
	res, _ := get(t, serve(t).URL+"/assets/missing.js")
	if res.StatusCode != http.StatusNotFound {
		t.Errorf("GET missing asset: %d, want 404", res.StatusCode)
	}
}

func TestHeadersAreSentAndStrict(t *testing.T) {
	res, _ := get(t, serve(t).URL+"/")
	if got := res.Header.Get("X-Content-Type-Options"); got != "nosniff" {
		t.Errorf("X-Content-Type-Options = %q", got)
	}
	csp := res.Header.Get("Content-Security-Policy")
	directives := map[string]string{}
	for _, d := range strings.Split(csp, ";") {
		fields := strings.Fields(d)
		if len(fields) > 0 {
			directives[fields[0]] = strings.Join(fields[1:], " ")
		}
	}
	want := map[string]string{
		"default-src":     "'self'",
		"script-src":      "'self'",
		"connect-src":     "'self'",
		"object-src":      "'none'",
		"base-uri":        "'self'",
		"form-action":     "'self'",
		"frame-ancestors": "'none'",
	}
	for k, v := range want {
		if directives[k] != v {
			t.Errorf("CSP %s = %q, want %q (policy: %s)", k, directives[k], v, csp)
		}
	}
	if !strings.HasPrefix(directives["style-src"], "'self'") {
		t.Errorf("CSP style-src = %q", directives["style-src"])
	}
	for _, weak := range []string{"'unsafe-inline'", "'unsafe-eval'", "*", "http:"} {
		for _, field := range strings.Fields(csp) {
			if field == weak {
				t.Errorf("CSP contains %s: %s", weak, csp)
			}
		}
	}
}

// The exact text of the <style> element React Aria inserts (react-aria usePress); the policy
// allows it by hash and nothing else inline.
var runtimeStyles = []string{
	"@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}",
}

func TestStyleHashesMatchReactAriaRuntimeStyles(t *testing.T) {
	csp := AdditionalHeaders()["Content-Security-Policy"]
	for _, text := range runtimeStyles {
		sum := sha256.Sum256([]byte(text))
		hash := "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
		if !strings.Contains(csp, hash) {
			t.Errorf("CSP lacks %s for %q", hash, text)
		}
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
