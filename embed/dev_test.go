//go:build !assets

package ui

import (
	"net/http"
	"strings"
	"testing"
)

func TestBuildWithoutAssetsSaysTheConsoleIsNotEmbedded(t *testing.T) {
	res, html := get(t, serve(t).URL+"/")
	if res.StatusCode != http.StatusOK || mediaType(t, res) != "text/html" {
		t.Fatalf("GET /: %d %s", res.StatusCode, res.Header.Get("Content-Type"))
	}
	for _, want := range []string{"has no console", "-tags assets", `<html lang="en">`} {
		if !strings.Contains(html, want) {
			t.Errorf("index.html lacks %q:\n%s", want, html)
		}
	}
	if strings.Contains(html, "<script") || strings.Contains(html, "<style") {
		t.Error("the page needs a script or style the CSP forbids")
	}
}
