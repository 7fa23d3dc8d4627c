# rulecard: build the shipped cards, run the tests, benchmarks and fuzzers.
# `make cards` and `make test` are the two commands a fresh machine needs.

GO        ?= go
BIN       := bin/rulecard
PKGS      := ./...
FUZZTIME  ?= 20s
# Go's fuzzer shrinks every new interesting input for up to this long
# (60s by default), running nothing new meanwhile; 1s keeps it fuzzing.
FUZZMINIMIZETIME ?= 1s
# Extra flags for every fuzz run, e.g. FUZZFLAGS=-parallel=1 on a shared machine.
FUZZFLAGS ?=
# go test's own deadline for each fuzz run: past FUZZTIME, or a 10m run
# fails with "context deadline exceeded" as it ends (go test stops at 10m
# by default).
FUZZTIMEOUT ?= 2h
# Debian packages the tests drive: poppler (pdfinfo, pdftotext, pdftoppm,
# pdffonts) and Chromium (the HTML sheet's print checks).
TEST_DEBS := poppler-utils chromium

.PHONY: all cards build test test-deps bench bench-deps soak fuzz lint clean

all: build

# CGO_ENABLED=0: a static binary (the net package's resolver in Go, no
# libc), which starts a millisecond sooner and 1.5 MiB smaller.
build:
	CGO_ENABLED=0 $(GO) build -o $(BIN) ./cmd/rulecard

## cards: build every shipped card in every locale, and its rules reference, into out/
cards: build
	./$(BIN) build
	./$(BIN) reference

## test-deps: install what the tests need when it is missing (apt-get only)
test-deps:
	@missing=""; \
	command -v pdftoppm >/dev/null 2>&1 || missing="$$missing poppler-utils"; \
	command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || missing="$$missing chromium"; \
	if [ -n "$$missing" ]; then \
		echo "installing:$$missing"; \
		SUDO=; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
		$$SUDO apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	fi

## test: lint, then every test (engine properties, layout, PDF via poppler, HTML via Chromium)
# GOGC=400: the words corpus checks thousands of edited cards, each a
# short burst of allocation; a larger collector target trades some memory
# (under 300 MB a test binary) for a fifth of cmd/rulecard's time.
test: test-deps lint build
	GOGC=400 $(GO) test -count=1 -timeout 20m $(PKGS)

## bench-deps: install pdflatex, the yardstick of BenchmarkProcessBuildAgainstPdflatex, when it is missing
bench-deps:
	@command -v pdflatex >/dev/null 2>&1 || { \
		echo "installing: texlive-latex-base"; \
		SUDO=; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
		$$SUDO apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends texlive-latex-base >/dev/null; }

## bench: benchmarks on one core, five runs each (quote medians)
bench: test-deps bench-deps
	$(GO) test -run '^$$' -bench . -benchmem -cpu 1 -count 5 $(PKGS)

## soak: every test at its long size (RULECARD_SOAK=1): the property tests
## over many more games, every browser case (make test plays the sizes that
## find a broken rule)
soak: test-deps build
	RULECARD_SOAK=1 $(GO) test -count=1 -timeout 3h $(PKGS)

## fuzz: each fuzz target for $(FUZZTIME); the long campaign: make fuzz FUZZTIME=10m
fuzz:
	@set -e; for pkg in $$($(GO) list $(PKGS)); do \
		for t in $$($(GO) test -list '^Fuzz' $$pkg | grep '^Fuzz' || true); do \
			echo "== $$pkg $$t"; \
			$(GO) test -run '^$$' -fuzz "^$$t$$" -fuzztime $(FUZZTIME) -timeout $(FUZZTIMEOUT) \
				-fuzzminimizetime $(FUZZMINIMIZETIME) $(FUZZFLAGS) $$pkg; \
		done; \
	done

## lint: gofmt and go vet
lint:
	@out=$$(gofmt -l .); \
	if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi
	$(GO) vet $(PKGS)

clean:
	rm -rf bin
	find out -mindepth 1 ! -name README.md -delete
