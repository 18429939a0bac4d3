// The built Flipt console as a Go package. The module path is the one Flipt v1.54's own `ui`
// module uses, so Flipt swaps it in with one line in its go.mod:
//   replace go.flipt.io/flipt/ui => /path/to/this/repo/embed
module go.flipt.io/flipt/ui

go 1.19
