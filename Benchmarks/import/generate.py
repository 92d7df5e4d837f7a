#!/usr/bin/env python3
"""Writes a storyboard with N views in a grid (each with a label), every one placed by four
constraints: the size of a big imported design, for `animlayout import` timing.
Usage: generate.py OUT.storyboard N"""
import sys

def ib_id(n):
    alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
    s = ""
    for _ in range(8):
        s += alphabet[n % len(alphabet)]
        n //= len(alphabet)
    return f"{s[0:3]}-{s[3:5]}-{s[5:8]}"

def main():
    out, n = sys.argv[1], int(sys.argv[2])
    columns = 10
    views, constraints = [], []
    for i in range(n):
        v = ib_id(1000 + i)
        row, col = divmod(i, columns)
        label = ib_id(500000 + i)
        views.append(f'''<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="{v}">
<rect key="frame" x="{col * 36}" y="{row * 22}" width="32" height="20"/>
<subviews><label opaque="NO" text="{i}" translatesAutoresizingMaskIntoConstraints="NO" id="{label}">
<fontDescription key="fontDescription" type="system" pointSize="9"/></label></subviews>
<color key="backgroundColor" red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
<constraints><constraint firstItem="{label}" firstAttribute="centerX" secondItem="{v}" secondAttribute="centerX" id="{ib_id(900000 + 2 * i)}"/>
<constraint firstItem="{label}" firstAttribute="centerY" secondItem="{v}" secondAttribute="centerY" id="{ib_id(900001 + 2 * i)}"/></constraints>
</view>''')
        left = "root-view" if col == 0 else ib_id(1000 + i - 1)
        above = "root-view" if row == 0 else ib_id(1000 + i - columns)
        constraints.append(f'<constraint firstItem="{v}" firstAttribute="leading" secondItem="{left}" secondAttribute="{"leading" if col == 0 else "trailing"}" constant="4" id="{ib_id(2000000 + 4 * i)}"/>')
        constraints.append(f'<constraint firstItem="{v}" firstAttribute="top" secondItem="{above}" secondAttribute="{"top" if row == 0 else "bottom"}" constant="2" id="{ib_id(2000001 + 4 * i)}"/>')
        constraints.append(f'<constraint firstItem="{v}" firstAttribute="width" constant="32" id="{ib_id(2000002 + 4 * i)}"/>')
        constraints.append(f'<constraint firstItem="{v}" firstAttribute="height" constant="20" priority="750" id="{ib_id(2000003 + 4 * i)}"/>')
    height = max(667, (n // columns + 1) * 22 + 40)
    with open(out, "w") as f:
        f.write(f'''<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
<device id="retina4_7" orientation="portrait" appearance="light"/>
<scenes><scene sceneID="sc1-00-000"><objects>
<viewController storyboardIdentifier="Grid{n}" id="vc1-00-000" sceneMemberID="viewController">
<view key="view" contentMode="scaleToFill" id="root-view">
<rect key="frame" x="0.0" y="0.0" width="375" height="{height}"/>
<subviews>
{chr(10).join(views)}
</subviews>
<constraints>
{chr(10).join(constraints)}
</constraints>
<viewLayoutGuide key="safeArea" id="saf-00-000"/>
</view></viewController></objects></scene></scenes></document>
''')

if __name__ == "__main__":
    main()
