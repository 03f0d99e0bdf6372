"""The files of a review export besides its rows: the Label Studio labeling interface (``labelstudio-config.xml``) and
the check that keeps an export from replacing a sheet people have filled (:func:`refuse_filled_sheet`)."""

from __future__ import annotations

from pathlib import Path

import polars as pl

from judge_engine.errors import InputError

LABEL_STUDIO_CONFIG = """<View>
  <!-- judge-engine review queue: tasks from review/labelstudio.json; the stored choice values
       (aliases) a / b / tie are what `judge-engine review import` reads back -->
  <Header value="Question"/>
  <Text name="question" value="$question"/>
  <Header value="Response A"/>
  <Text name="response_a" value="$response_a"/>
  <Header value="Response B"/>
  <Text name="response_b" value="$response_b"/>
  <Header value="Which response is better?"/>
  <Choices name="verdict" toName="question" choice="single" required="true" showInline="true">
    <Choice value="A is better" alias="a" hotkey="1"/>
    <Choice value="B is better" alias="b" hotkey="2"/>
    <Choice value="Tie" alias="tie" hotkey="3"/>
  </Choices>
</View>
"""


def label_studio_config(reference: bool) -> str:
    """:data:`LABEL_STUDIO_CONFIG`, with the reference answer (``$reference``) after the question when shown."""
    if not reference:
        return LABEL_STUDIO_CONFIG
    ref = '  <Header value="Reference answer"/>\n  <Text name="reference" value="$reference"/>\n'
    return LABEL_STUDIO_CONFIG.replace('  <Header value="Response A"/>\n', ref + '  <Header value="Response A"/>\n')


def refuse_filled_sheet(path: Path) -> None:
    """Refuse (InputError naming the sheet and its count of labels) to replace a ``review.csv`` whose ``label`` column
    people have filled (fresh pass full57 H7: a second export lost them before any import); a sheet that is no CSV
    or has no filled label is replaced as before; a file where the sheet's folder belongs is refused too."""
    if path.parent.exists() and not path.parent.is_dir():  # fresh pass full58 L3: a traceback
        raise InputError(f"{path.parent} is a file, not a folder; move it away to export the review queue")
    if not path.is_file():
        return
    try:
        sheet = pl.read_csv(path, infer_schema=False, columns=["label"])
    except (pl.exceptions.PolarsError, OSError, UnicodeDecodeError):
        return
    filled = sheet.filter(pl.col("label").str.strip_chars().fill_null("") != "").height
    if filled:
        raise InputError(
            f"{path} holds {filled} filled label(s); a new export would replace them: import them first (judge-engine "
            f"review import {path.parent.parent} {path}) and move the sheet away, then export again"
        )
