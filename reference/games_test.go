package reference

// The shipped games, so that the shipped cards load.
import _ "github.com/rulecard/rulecard/games"
