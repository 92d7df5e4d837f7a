# animlayout — the two entry points the README opens with.
#   make examples   set up, build (debug: the build make test uses too), and run the tool on the bundled
#                   scenes in States/ (into output/)
#   make test       set up, build and run every test
#   make install    release build onto PATH: PREFIX/bin/animlayout, its fonts in PREFIX/share/animlayout and
#                   the review server (loaded by review --serve) in PREFIX/lib/animlayout
.PHONY: setup setup-tests build release examples test install clean

SWIFT ?= swift
OUT ?= output
PREFIX ?= /usr/local
# pangocairo's flags without GLib's -pthread (written by scripts/setup.sh), ahead of the system's.
export PKG_CONFIG_PATH := $(CURDIR)/.build/pkgconfig$(if $(PKG_CONFIG_PATH),:$(PKG_CONFIG_PATH))

setup:
	@scripts/setup.sh

setup-tests:
	@scripts/setup.sh --tests

build: setup
	$(SWIFT) build

release: setup
	$(SWIFT) build -c release --product animlayout
	$(SWIFT) build -c release --product AnimReviewServer

# The debug build: about 5 minutes on 2 cores against 10 for the release build (which optimises
# swift-syntax), and the one `make test` reuses; `make install` builds the release.
examples: build
	@scripts/examples.sh "$(OUT)"
	@echo "animlayout is $$($(SWIFT) build --show-bin-path)/animlayout; 'make install' puts an optimised build on PATH"

install: release
	install -d "$(PREFIX)/bin" "$(PREFIX)/share/animlayout" "$(PREFIX)/lib/animlayout"
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/animlayout" "$(PREFIX)/bin/animlayout"
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/libAnimReviewServer.so" "$(PREFIX)/lib/animlayout/libAnimReviewServer.so"
	rm -rf "$(PREFIX)/share/animlayout/Fonts"
	cp -R Sources/AnimText/Fonts "$(PREFIX)/share/animlayout/Fonts"
	@echo "installed $(PREFIX)/bin/animlayout (fonts in $(PREFIX)/share/animlayout/Fonts, the review server in $(PREFIX)/lib/animlayout)"

test: setup-tests
	$(SWIFT) test

clean:
	rm -rf .build
