//go:build assets

package ui

import "testing"

// The third-party notices travel with the console (issue 37): the build writes them under
// assets/, the Support page links them, and a binary built from this package serves them.
func TestThirdPartyNoticesAreServed(t *testing.T) {
	checkPlainPage(t, "/assets/third-party-notices.html",
		"<h1>Third-party notices</h1>", "<h2>react ", "<h2>react-aria ", "Apache License", "Version 2.0, January 2004")
}
