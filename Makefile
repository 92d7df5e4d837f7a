# animlayout — the two entry points the README opens with.
#   make examples   set up, build (release: optimised, without the Swift reader), and run the tool on the
#                   bundled scenes in States/ (into output/)
#   make test       set up, build the release (what make install compiles) and the debug build, run every test
#   make install    release build onto PATH: PREFIX/bin/animlayout, its fonts in PREFIX/share/animlayout and
#                   the review server (loaded by review --serve) in PREFIX/lib/animlayout, with the Swift
#                   reader (loaded by import X.swift) when make swift-import has built it
#   make swift-import  the Swift reader, libAnimSwiftImport.so: swift-syntax, optimised (built apart from
#                   the release: it takes longer than the whole tool); `make swift-import install` adds it
.PHONY: setup setup-tests build release swift-import examples test install clean

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

# The tool and its review server, without swift-syntax (the Swift reader is `swift-import`).
release: setup
	$(SWIFT) build -c release --product animlayout
	$(SWIFT) build -c release --product AnimReviewServer

# The Swift reader (import X.swift), loaded by the program from beside it or from PREFIX/lib/animlayout.
swift-import: setup
	$(SWIFT) build -c release --product AnimSwiftImport

# The debug build (every product, the Swift reader included; about 5 minutes on 2 cores): the
# one `make test` reuses; `make install` builds the release.
examples: release
	@CONFIG=release scripts/examples.sh "$(OUT)"
	@echo "animlayout is $$($(SWIFT) build -c release --show-bin-path)/animlayout (optimised); 'make install' puts it on PATH"

# The Swift reader goes along once `make swift-import` has built it (brought up to date first:
# only what changed since is compiled again).
install: release
	install -d "$(PREFIX)/bin" "$(PREFIX)/share/animlayout" "$(PREFIX)/lib/animlayout"
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/animlayout" "$(PREFIX)/bin/animlayout"
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/libAnimReviewServer.so" "$(PREFIX)/lib/animlayout/libAnimReviewServer.so"
	rm -rf "$(PREFIX)/share/animlayout/Fonts"
	cp -R Sources/AnimText/Fonts "$(PREFIX)/share/animlayout/Fonts"
	@echo "installed $(PREFIX)/bin/animlayout (fonts in $(PREFIX)/share/animlayout/Fonts, the review server in $(PREFIX)/lib/animlayout)"
	@reader="$$($(SWIFT) build -c release --show-bin-path)/libAnimSwiftImport.so"; \
	if [ -f "$$reader" ]; then \
	  $(SWIFT) build -c release --product AnimSwiftImport && \
	  install -m 755 "$$reader" "$(PREFIX)/lib/animlayout/libAnimSwiftImport.so" && \
	  echo "installed the Swift reader (import X.swift) in $(PREFIX)/lib/animlayout"; \
	elif [ -f "$(PREFIX)/lib/animlayout/libAnimSwiftImport.so" ]; then \
	  echo "the Swift reader installed earlier in $(PREFIX)/lib/animlayout is left as it is; 'make swift-import install' brings it up to date"; \
	else \
	  echo "import X.swift needs the Swift reader, not built: 'make swift-import install' adds it (storyboards and XIBs import without it)"; \
	fi

# The tests run on the debug build; the release build (what `make install` compiles) is built
# first, so that a change the optimiser cannot compile fails here too.
test: setup-tests release
	$(SWIFT) test

clean:
	rm -rf .build
