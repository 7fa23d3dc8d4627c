package layout

import (
	"errors"
	"strconv"
	"strings"
	"time"
)

// MaxSourceDate is the latest SOURCE_DATE_EPOCH accepted, in seconds since
// 1970 UTC: the last second of the year 9999, since a PDF date has a
// four-digit year.
const MaxSourceDate = 253402300799

// SourceDate returns the time SOURCE_DATE_EPOCH (seconds since 1970, UTC)
// fixes for reproducible outputs, read through getenv (os.Getenv in a
// program); ok is false when it is unset or empty. A value that is not a
// whole number from 0 to MaxSourceDate is an error.
func SourceDate(getenv func(string) string) (t time.Time, ok bool, err error) {
	v := strings.TrimSpace(getenv("SOURCE_DATE_EPOCH"))
	if v == "" {
		return time.Time{}, false, nil
	}
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil || n < 0 || n > MaxSourceDate {
		return time.Time{}, false, errors.New("SOURCE_DATE_EPOCH " + strconv.Quote(v) +
			": want a whole number of seconds since 1970, from 0 to " + strconv.Itoa(MaxSourceDate) + " (the end of 9999)")
	}
	return time.Unix(n, 0).UTC(), true, nil
}
