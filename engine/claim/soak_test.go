package claim

import "flag"

// soak is set by `make soak`: the property tests then play their long
// runs, the same checks over many more games.
var soak = flag.Bool("soak", false, "play the property tests' long runs (make soak)")

// sized returns n, or under -soak the long run's size.
func sized(n, long int) int {
	if *soak {
		return long
	}
	return n
}
