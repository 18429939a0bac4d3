//go:build !assets

package ui

import "testing"

func TestBuildWithoutAssetsSaysTheConsoleIsNotEmbedded(t *testing.T) {
	checkPlainPage(t, "/", "has no console", "-tags assets", `<html lang="en">`)
}
