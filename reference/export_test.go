package reference

import "github.com/rulecard/rulecard/locale"

// RulesEnglish returns the English words that say the complete rules are
// in English, for the external tests.
func RulesEnglish() (string, error) {
	w, err := loadWords(locale.Shipped(), "en")
	if err != nil {
		return "", err
	}
	return w.f.RulesEnglish, nil
}
