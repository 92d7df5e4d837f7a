# animlayout — the two entry points the README opens with.
#   make examples   set up, build (release), and run the tool on the bundled scenes in States/ (into output/)
#   make test       set up, build and run every test
#   make install    release build onto PATH: PREFIX/bin/animlayout, its fonts in PREFIX/share/animlayout and
#                   the review server (loaded by review --serve) in PREFIX/lib/animlayout
.PHONY: setup build release examples test install clean

SWIFT ?= swift
OUT ?= output
PREFIX ?= /usr/local

setup:
	@scripts/setup.sh

build: setup
	$(SWIFT) build

release: setup
	$(SWIFT) build -c release --product animlayout
	$(SWIFT) build -c release --product AnimReviewServer

examples: release
	@scripts/examples.sh "$(OUT)"

install: release
	install -d "$(PREFIX)/bin" "$(PREFIX)/share/animlayout" "$(PREFIX)/lib/animlayout"
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/animlayout" "$(PREFIX)/bin/animlayout"
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/libAnimReviewServer.so" "$(PREFIX)/lib/animlayout/libAnimReviewServer.so"
	rm -rf "$(PREFIX)/share/animlayout/Fonts"
	cp -R Sources/AnimText/Fonts "$(PREFIX)/share/animlayout/Fonts"
	@echo "installed $(PREFIX)/bin/animlayout (fonts in $(PREFIX)/share/animlayout/Fonts, the review server in $(PREFIX)/lib/animlayout)"

test: setup
	$(SWIFT) test

clean:
	rm -rf .build
