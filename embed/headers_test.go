package ui

import (
	"crypto/sha256"
	"encoding/base64"
	"strings"
	"testing"
)

func TestHeadersAreSentAndStrict(t *testing.T) {
	res, _ := get(t, serve(t).URL+"/")
	for name, want := range map[string]string{
		"X-Content-Type-Options":     "nosniff",
		"Referrer-Policy":            "same-origin",
		"Cross-Origin-Opener-Policy": "same-origin",
	} {
		if got := res.Header.Get(name); got != want {
			t.Errorf("%s = %q, want %q", name, got, want)
		}
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
	// Scripts and styles: the console's own files, and inline text only by its hash.
	for _, name := range []string{"script-src", "style-src"} {
		sources := strings.Fields(directives[name])
		for i, source := range sources {
			if (i == 0 && source != "'self'") || (i > 0 && !strings.HasPrefix(source, "'sha256-")) {
				t.Errorf("CSP %s = %q: want 'self', then only sha256 hashes", name, directives[name])
			}
		}
		if len(sources) == 0 {
			t.Errorf("CSP has no %s", name)
		}
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
