//go:build assets

package ui

import (
	"crypto/sha256"
	"encoding/base64"
	"net/http"
	"path"
	"regexp"
	"strings"
	"testing"
)

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

func TestIndexRunsNoScriptTheHeadersDoNotAllow(t *testing.T) {
	srv := serve(t)
	_, html := get(t, srv.URL+"/")
	for _, m := range regexp.MustCompile(`<script([^>]*)>([^<]*)</script>`).FindAllStringSubmatch(html, -1) {
		if strings.Contains(m[1], `src="assets/`) {
			continue
		}
		sum := sha256.Sum256([]byte(m[2]))
		if m[1] != "" || !strings.Contains(contentSecurityPolicy, "'sha256-"+base64.StdEncoding.EncodeToString(sum[:])+"'") {
			t.Errorf("inline or external script the Content-Security-Policy does not allow: %s", m[0])
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
