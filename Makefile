# animlayout — the two entry points the README opens with.
#   make examples   set up, build, and run the tool on the bundled scenes in States/ (into output/)
#   make test       set up, build and run every test
.PHONY: setup build examples test clean

SWIFT ?= swift
OUT ?= output

setup:
	@scripts/setup.sh

build: setup
	$(SWIFT) build

examples: build
	@scripts/examples.sh "$(OUT)"

test: setup
	$(SWIFT) test

clean:
	rm -rf .build
