"""The AppStream entry (packaging/linux/ttt-desktop.metainfo.xml.in, filled in by
packaging/make_deb.py) and the saved game's file type (resources/mime/ttt-desktop.xml): what
GNOME Software, KDE Discover and a file manager show.

Read from the source, no package needed: every text in every language the game speaks, the
description's counts against the game's own (its levels, rules and languages), the screenshots
against the files in docs/, the links, the colours and the releases; then Debian's
``appstreamcli validate --pedantic`` must report nothing at all.
"""

from __future__ import annotations

import colorsys
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from datetime import datetime, timezone
from pathlib import Path

import pytest

from .helpers import ROOT, png_size, project_field

XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
# every language the game ships a translation for (English is the source)
LANGUAGES = sorted(path.stem.removeprefix("ttt_desktop_")
                   for path in (ROOT / "resources" / "translations").glob("ttt_desktop_*.ts")
                   if path.stem != "ttt_desktop_en")
MARK_COLOUR = "#DD3344"  # the marks' red (qt/board_widget.py), the brand's base
MIN_SCREENSHOT_WIDTH = 620  # AppStream's guideline for screenshots


def filled() -> str:
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import make_deb
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    info = {"name": "ttt-desktop", "version": project_field("version"), "description": ""}
    return make_deb.metainfo_text(info, datetime(2026, 11, 26, tzinfo=timezone.utc))


@pytest.fixture(scope="module")
def component() -> ET.Element:
    return ET.fromstring(filled())


def translations(elements: list[ET.Element]) -> list[tuple[str, dict[str, str]]]:
    """(English text, {language: text}) for a run of sibling elements where each English one
    is followed by its translations."""
    found: list[tuple[str, dict[str, str]]] = []
    for element in elements:
        text = " ".join("".join(element.itertext()).split())
        language = element.get(XML_LANG)
        if language is None:
            found.append((text, {}))
        else:
            assert found, f"a {language} text before any English one: {text}"
            assert language not in found[-1][1], f"two {language} texts for {found[-1][0]}"
            found[-1][1][language] = text
    return found


# the only text a language writes as English does: German calls the game Tic-Tac-Toe too
SAME_AS_ENGLISH = {("de", "Tic-Tac-Toe")}


def assert_every_language(group: list[tuple[str, dict[str, str]]], what: str) -> None:
    assert group, f"no {what}"
    for english, translated in group:
        missing = sorted(set(LANGUAGES) - set(translated))
        assert not missing, f"{what} {english!r} lacks {missing}"
        extra = sorted(set(translated) - set(LANGUAGES))
        assert not extra, f"{what} {english!r} has languages the game does not speak: {extra}"
        untranslated = [language for language, text in translated.items()
                        if not text or (text == english
                                        and (language, text) not in SAME_AS_ENGLISH)]
        assert not untranslated, f"{what} {english!r} is not translated in {untranslated}"


def test_the_game_speaks_the_eleven_languages_the_entry_is_written_in() -> None:
    assert len(LANGUAGES) + 1 == 11  # English, and the ten translations
    assert set(LANGUAGES) == {"ja", "zh_CN", "zh_TW", "ko", "es", "pt_BR", "fr", "de", "ru",
                              "ar"}


def test_name_summary_description_and_captions_are_in_every_language(
        component: ET.Element) -> None:
    assert_every_language(translations(component.findall("name")), "name")
    assert_every_language(translations(component.findall("summary")), "summary")
    description = component.find("description")
    assert description is not None
    assert_every_language(translations(description.findall("p")), "paragraph")
    items = description.findall("ul/li")
    assert_every_language(translations(items), "list item")
    for screenshot in component.findall("screenshots/screenshot"):
        assert_every_language(translations(screenshot.findall("caption")), "caption")
    for release in component.findall("releases/release"):
        assert_every_language(translations(release.findall("description/p")), "release note")


def test_the_description_says_what_the_game_is() -> None:
    """The counts a reader takes from it, against the game's own: its levels (the computer's
    four and Adaptive), its rules and its languages; the rules' names as the game says them."""
    from ttt_desktop.engine import Variant
    from ttt_desktop.engine.players import Level

    description = ET.fromstring(filled()).find("description")
    assert description is not None
    english = " ".join(" ".join(element.itertext()) for element in description.iter()
                       if element.tag in ("p", "li") and element.get(XML_LANG) is None)
    numbers = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 11: "eleven"}
    levels = [level.title for level in Level] + ["Adaptive"]  # Adaptive: a setting of its own
    assert f"{numbers[len(levels)].capitalize()} computer levels" in english
    assert all(title in english for title in levels), levels
    assert f"{numbers[len(Variant)].capitalize()} rules" in english
    assert all(variant.title.lower() in english.lower() for variant in Variant)
    assert f"in {numbers[len(LANGUAGES) + 1]} languages" in english
    assert "classic" not in english.lower()  # the game says "standard"
    assert "puzzle" in english.lower() and "teaches" in english


def test_the_screenshots_are_the_files_in_docs_at_their_sizes(component: ET.Element) -> None:
    version = project_field("version")
    screenshots = component.findall("screenshots/screenshot")
    assert [shot.get("type") for shot in screenshots].count("default") == 1
    tagged: set[str] = set()
    for shot in screenshots:
        images = shot.findall("image")
        assert [image.get(XML_LANG) for image in images].count(None) == 1, "one English image"
        for image in images:
            url = (image.text or "").strip()
            prefix = f"https://raw.githubusercontent.com/ttt-desktop/ttt-desktop/v{version}/"
            assert url.startswith(prefix), url
            path = ROOT / url.removeprefix(prefix)
            assert path.is_file(), f"{url}: no {path.relative_to(ROOT)}"
            width, height = png_size(path.read_bytes())
            assert (image.get("width"), image.get("height")) == (str(width), str(height)), url
            assert width >= MIN_SCREENSHOT_WIDTH, f"{path.name} is {width} px wide"
            assert image.get("type") == "source"
            if image.get(XML_LANG):
                tagged.add(image.get(XML_LANG, ""))
    assert {"ja", "ar"} <= tagged  # Japanese and Arabic screenshots, tagged with their language


def test_links_colours_releases_and_rating(component: ET.Element) -> None:
    urls = {url.get("type"): (url.text or "").strip() for url in component.findall("url")}
    assert set(urls) >= {"homepage", "bugtracker", "help", "vcs-browser"}
    base = "https://github.com/ttt-desktop/ttt-desktop"  # the maintainer's GitHub account
    assert all(url.startswith(base) for url in urls.values()), urls
    assert (ROOT / "README.md").read_text(encoding="utf-8").count("\n## How to play\n") == 1
    assert urls["help"].endswith("#how-to-play")  # the README's section

    colours = {colour.get("scheme_preference"): colour.text or ""
               for colour in component.findall("branding/color[@type='primary']")}
    assert set(colours) == {"light", "dark"}

    def hls(text: str) -> tuple[float, float, float]:
        assert re.fullmatch(r"#[0-9a-fA-F]{6}", text), text
        return colorsys.rgb_to_hls(*(int(text[i:i + 2], 16) / 255 for i in (1, 3, 5)))

    base_hue = hls(MARK_COLOUR)[0]
    for scheme, colour in colours.items():
        hue, lightness, _ = hls(colour)
        assert min(abs(hue - base_hue), 1 - abs(hue - base_hue)) < 0.02, (scheme, colour)
        # light: a pale tint under dark text; dark: a deep shade under light text
        assert lightness > 0.8 if scheme == "light" else lightness < 0.3, (scheme, colour)

    releases = component.findall("releases/release")
    assert releases and releases[0].get("version") == project_field("version")
    assert releases[0].get("date") == "2026-11-26"  # the build's date, filled in
    template = (ROOT / "packaging/linux/ttt-desktop.metainfo.xml.in").read_text(encoding="utf-8")
    assert template.count('date="@DATE@"') == 1, "only the newest release takes the build's date"
    assert component.find("content_rating[@type='oars-1.1']") is not None
    assert not component.findall("content_rating/content_attribute"), "nothing to rate"
    assert component.find("provides/mediatype").text == "application/x-ttt-game"  # type: ignore[union-attr]


def test_the_file_types_comment_is_in_every_language() -> None:
    namespace = "{http://www.freedesktop.org/standards/shared-mime-info}"
    mime = ET.parse(ROOT / "resources" / "mime" / "ttt-desktop.xml").getroot()
    comments = mime.findall(f"{namespace}mime-type/{namespace}comment")
    assert_every_language(translations(comments), "file type comment")


def test_appstreamcli_reports_nothing(tmp_path: Path) -> None:
    tool = shutil.which("appstreamcli")
    if tool is None:
        reason = "appstreamcli is missing (apt-get install appstream; tools/setup-env --e2e does)"
        if os.environ.get("CI"):
            pytest.fail(reason)
        pytest.skip(reason)
    path = tmp_path / "io.github.ttt_desktop.metainfo.xml"
    path.write_text(filled(), encoding="utf-8")
    result = subprocess.run([tool, "validate", "--no-net", "--pedantic", str(path)],
                            capture_output=True, text=True, timeout=60)
    out = result.stdout + result.stderr
    assert result.returncode == 0, out
    assert not re.search(r"^[EWIP]: ", out, re.M), out  # not even a pedantic note
    assert "Validation was successful." in out and "infos" not in out, out
