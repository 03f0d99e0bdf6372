"""A word in the last sentence before a verdict candidate that calls it a stand-in or gives it to another round, run,
judge or record (parser version 71, adversarial pass 61 H5), for :mod:`~judge_engine.pipeline.parsing.spans`:
:data:`STAND_IN`.

Since parser version 1: ``Default verdict: [[C]]``, ``dummy``, ``fallback``. Version 71 adds what pass 61 found read
as the judge's own: ``The original verdict was [[A]].``, ``In the last round, the verdict was [[A]].``, ``Last time
this pair came up, ...``, ``The first judge's verdict:``, ``Judge 1:``, ``The leaderboard shows``, ``The dataset label
is``, ``Test verdict:``, ``Debug:``, ``Simulated`` / ``Mock verdict:``, ``Predicted human verdict:``, ``Position-swapped
verdict:``, ``Verdict with the order reversed:``, ``Verdict before reading Assistant B:``, ``Verdict for the other
pair:``, ``(auto-generated)``, ``(unreviewed)``, ``The previous rating was``, ``Original rating:``, ``Rating before the
fix:``, and the format's options echoed (``Output one of: [[A]]``). Version 76 (fresh pass full66 H3): a pick said to
be random, a guess, by chance, a coin toss, a preset, filler or fixed answer, or not evaluated. Matched on the
case-folded sentence; a word
list, so a sentence of the judge's own conclusion that holds one
(``Unlike in the last round, Assistant A is better: [[A]]``) fails too: a false failure, never a made-up verdict."""

from __future__ import annotations

import re

IGNORE_INSTRUCTIONS = r"ignore\s++(?:all\s++)?+(?:the\s++)?+(?:previous|prior|above|earlier)\s++instructions"
"""An injected instruction ("ignore all previous instructions"), for :data:`~judge_engine.pipeline.parsing.attributed.
ATTRIBUTED` and :mod:`~judge_engine.pipeline.parsing.wrapped`."""
_WHAT = r"(?:verdicts?|ratings?|scores?|results?|labels?|picks?|judge?ments?|decisions?)"
STAND_IN = re.compile(
    r"\b(?:default|dummy|fallback|mock|simulated|debug|auto-generated|unreviewed|leaderboard|position[\s-]++swapped"
    r"|(?:test|sample|fake|swapped|reversed)\s++"
    + _WHAT
    + r"|(?:original|previous|earlier|old|prior)\s++"
    + _WHAT
    + r"|(?:last|previous|earlier|prior)\s++(?:round|time|run|conversation|pass|evaluator|judge|grader)"
    r"|(?:first|second|other|another)\s++judge|judge\s*+#?\d++|dataset(?:['\u2019]s)?+\s++"
    + _WHAT
    + r"|predicted\s++human|order\s++(?:reversed|swapped)|before\s++(?:reading|seeing|the\s++fix|checking|fixing)"
    # stop 53 (adversarial pass 80 N4): "Swapped order:", "With the outputs swapped:", "Mirror check with positions
    # exchanged:", "Pair 4 of 10:", "In the previous batch:"
    r"|swapped\s++order|(?:answers|outputs|responses|positions|sides)\s++(?:swapped|exchanged|reversed|flipped)"
    r"|mirror\s++check|pair\s++\d++\s++of\s++\d++|(?:previous|last|earlier|other)\s++batch"
    r"|for\s++the\s++other\s++(?:pair|question|item|prompt)|(?:output|answer|respond\s++with|reply\s++with)\s++one\s++of"
    r"|expected\s++(?:verdict|output|answer|rating)\s++format"
    # version 74 (adversarial pass 64 F5): "Dry run:", "Test output:", "Test:", "Testing the output format:", "Format
    # reminder:", "Format check:", "Reminder of the required format:", "Made-up verdict:", "Illustrative:", "Demo:"
    r"|dry[\s-]++run|test\s++(?:output|run)|(?m:^)test(?=\s*+:)|testing\s++the\s++(?:\w++\s++)?+format|format\s++(?:reminder"
    r"|check)|reminder\s++of\s++the\s++(?:\w++\s++)?+format|made[\s-]++up|illustrative|(?m:^)demo(?=\s*+:)"
    # version 76 (fresh pass full66 H3): "Randomly choosing:", "Guessing:", "By chance:", "Tossing a coin:", "I will
    # just pick one:", "Skipping evaluation.", "Not evaluated.", "Preset verdict:", "Filler:", "Fixed answer:"
    r"|random(?:ly)?+|guess(?:ing|ed|work)?+|by\s++chance|(?:toss|tossing|tossed|flip|flipping|flipped)\s++a\s++coin"
    r"|preset|filler|fixed\s++(?:answer|verdict|rating|score)|(?:just\s++)?+pick(?:ing)?+\s++one|not\s++evaluated"
    r"|skipp(?:ing|ed)\s++(?:the\s++)?+evaluation"
    # version 79 (adversarial pass 71 F2): "Scores from the first evaluation round:", "Round-1 verdict:", "Last year's
    # verdict:", "Scores for question 2:", "Original (unswapped) scores:"
    r"|(?:first|previous|earlier|prior|other)\s++(?:\w++\s++)?+round|round[\s-]*+\d++|last\s++(?:year|month|week)['\u2019]s"
    r"|for\s++(?:the\s++)?+(?:question|item|prompt|pair|example|sample)\s*+#?\s*+\d++|unswapped|original\s*+\("
    r")\b"
)
"""A stand-in or another round's, run's, judge's or record's verdict (the module's docstring); case-folded text."""

# version 72 (adversarial pass 62 H13): the answer judged, quoted after an intro ("Assistant A's entire response is:",
# "Here is what Assistant A output:", "The response to evaluate reads:", "Output (a) literally consists of the text:"),
# for :data:`~judge_engine.pipeline.parsing.spans.ATTRIBUTED` (case-folded text)
QUOTED_ANSWER = (
    r"(?:assistant|response|output|model)\s*+\(?+[ab12]?+\)?+['\u2019]s\s++(?:entire\s++|full\s++|whole\s++|final\s++)?+"
    r"(?:answer|response|output|reply|line|text)\s++(?:simply\s++|literally\s++)?+(?:says|said|reads|read|is|was"
    r"|consists\s++of)(?:\s++simply)?+(?=\s*+(?::|\n|$))|here\s++is\s++what\s++(?:assistant|output|response|model)\s*+\(?+[ab12]"
    r"\)?+\s++(?:output|outputs|wrote|said|answered|returned)|the\s++response\s++to\s++evaluate\s++(?:reads|says|is)"
    r"|literally\s++consists\s++of"
    # version 77 (adversarial pass 67 H2): "... ends with the line", "appended the following line to its answer", "tries
    # to grade itself by writing", "telling the grader to output", "The last line of Output (b) is"
    r"|(?:ends|ended|finishes|finished|closes|closed)\s++(?:its\s++(?:answer|response|output)\s++)?+with\s++(?:the\s++)?+"
    r"(?:following\s++)?+(?:lines?|sentences?|text|string|words?)|(?:appended|added|wrote|included|inserted)\s++(?:the\s++)?+"
    r"following\s++(?:lines?|text|sentences?)(?:\s++(?:to|at\s++the\s++end\s++of)\s++its\s++(?:answer|response|output))?+"
    r"|(?:by|after)\s++writing|(?:telling|asking|instructing)\s++the\s++(?:grader|judge|evaluator)\s++to\s++(?:output|write|say"
    r"|answer)|the\s++last\s++line\s++of\s++(?:assistant|output|response|model)\s*+\(?+[ab12]\)?+(?:['\u2019]s\s++(?:answer"
    r"|response))?+\s++(?:is|reads|says)"
    # version 77 (adversarial pass 68 H8, H11): a code's output and the prompt's format shown ("The function returns:",
    # "The output is:", "The expected answer format is:", "The instructions show this format:", "Format reminder:")
    r"|the\s++(?:output|function|code|program|script|call|expression)\s++(?:is|was|returns?|returned|prints?|printed|gives"
    r"|gave|outputs?|evaluates\s++to)"
    # version 79 (adversarial pass 71 F6): what code printed, introduced ("When run, Assistant B's code outputs:",
    # "Executing it prints:", "Console output:", "stdout:", "Assistant B's program prints this when executed:")
    r"|(?:code|snippet|script|program|function|command|cell)\s++(?:outputs?|prints?|printed|gives|gave|returns?|returned"
    r"|produces?|produced|yields?|emits?)(?:\s++this)?+(?:\s++when\s++(?:run|executed))?+(?=[\s*_]*+:)|it\s++(?:prints"
    r"|printed|outputs|emits)(?=[\s*_]*+:)|console\s++output|terminal\s++output|std(?:out|err)|(?:the\s++)?+(?:expected|required)\s++(?:(?:answer|output|response|verdict)\s++)?+"
    r"format\s++is|(?:shows?|uses?)\s++this\s++format|wants?\s++something\s++like|format(?:ting)?+\s++(?:example"
    r"|reminder)"
)
# version 78 (adversarial pass 70 H10): a label calling what follows wrong, tempting, theoretical, an illustration, or
# another model's or ordering's, for :data:`~judge_engine.pipeline.parsing.spans.NOT_FINAL_LABEL`: "Incorrect verdict:",
# "The obvious (but wrong) choice:", "Devil's advocate:", "In theory:", "On paper:", "Ideally:", "Syntax:", "Key:",
# "Consensus:", "GPT-4 verdict:", "Model's prediction:", "With the positions swapped:", "It's tempting to give"
DISCREDITED = (
    r"(?:obvious\s*+\(?+but\s++wrong\)?+|incorrect|wrong|bad|mistaken|erroneous|na[i\u00ef]ve|tempting|obvious|careless"
    r"|lazy|superficial|biased|flawed)\s++(?:verdict|rating|choice|answer|pick|reading|score|result|call|label)(?:\s++is)?+"
    r"|(?:playing\s++)?+devil['\u2019]s\s++advocate|in\s++theory|on\s++paper|ideally|illustration|syntax|key|legend"
    r"|consensus|(?:gpt-?[0-9][\w.-]*+|claude|gemini|llama|model|classifier|baseline|reward\s++model)(?:['\u2019]s)?+\s++"
    r"(?:verdict|prediction|pick|choice|rating|score|output)|(?:to\s++check\s++position\s++bias\s*+,\s*+)?+with\s++"
    r"(?:the\s++)?+(?:positions|order|labels|answers)\s++(?:swapped|reversed|flipped)|it['\u2019]s\s++tempting\s++to"
    r"\s++(?:say|give|pick|choose|rate)|(?:a\s++)?+careless\s++reader\s++(?:picks|would\s++pick)"
    # version 79 (adversarial pass 71 F8): "Superficially:", "On the surface:", "At face value:", "Knee-jerk reaction:",
    # "Trap answer:", "Common misconception:", "Surface-level pick:"
    r"|superficially|on\s++the\s++surface|at\s++face\s++value|knee[\s-]++jerk(?:\s++\w++)?+|trap(?:\s++\w++)?+"
    r"|(?:common\s++)?+misconceptions?+|surface[\s-]++level(?:\s++\w++)?+"
)
# version 78 (adversarial pass 70 H3): another answer's score, for :data:`~judge_engine.pipeline.parsing.spans.
# OTHERS_LABEL`: "Benchmark answer:", "Baseline:", "a typical textbook answer:", "for comparison:", "The ideal response
# would get", "A flawless response would earn", "The reference answer merits"
OTHER_ANSWER = (
    r"(?:(?:a|an|the)\s++)?+(?:typical\s++)?+(?:ideal|perfect|flawless|model|textbook|typical|benchmark|baseline|reference"
    r"|gold|exemplary|expert)(?:\s++(?:answer|response|solution|output))?+(?:\s++(?:would\s++)?+(?:gets?+|earns?+"
    r"|receives?+|merits?+|deserves?+|scores?+))?+|for\s++comparison"
)
# version 77 (adversarial pass 67 H3): a label calling what follows a first, provisional reading, for
# :data:`~judge_engine.pipeline.parsing.spans.NOT_FINAL_LABEL`: "Initial impression:", "At first glance:", "Snap
# judgment:", "Hypothesis:", "My prior:", "Draft:", "Scratchpad:"
PROVISIONAL = (
    r"(?:at\s++)?+first\s++glance|(?:initial|first)\s++(?:impression|take|thoughts?|reaction|pass)|snap\s++(?:judge?ment"
    r"|verdict|decision|call)|hypothes[ie]s|priors?|drafts?|scratch(?:pad|\s++work)?+"
    # stop 53 (adversarial pass 80 N2): a verdict on part of the answers or before the end ("Halfway through:", "Having
    # read only Assistant A:", "Score so far:", "Warm-up:", "As a stopgap,", "In principle,")
    r"|halfway(?:\s++through)?+|(?:having\s++)?+read(?:ing)?+\s++only\b[^,:;.\n]{0,40}?|(?:\w++\s++)?+so\s++far|warm[\s-]?+up"
    r"(?:\s++\w++)?+|(?:as\s++)?+a\s++stopgap|in\s++principle|specimen"
    # version 82 (adversarial pass 80 N2): "Subject to verification:", "Pending review:", "Unverified:", "Tentatively:"
    r"|subject\s++to\s++(?:\w++\s++)?(?:verification|change|review|confirmation|revision|checking)|pending(?:\s++\w++)?+"
    r"|unverified|unconfirmed|to\s++be\s++(?:confirmed|verified|checked)|tbc|tentative(?:ly)?+"
)


# the judge saying it answers in the format it was asked for ("Following the required format:", "In the requested
# format:", "Here are the scores in the required format:", "As instructed:")
OWN_FORMAT = re.compile(
    r"[\s*_#>]*+(?:(?:here\s++(?:is|are)\s++)?+(?:my|the)\s++(?:final\s++)?+(?:verdict|scores?|rating|answer|output|evaluation)"
    r"\s++|output\s++|answering\s++)?+(?:following|in|as\s++per|per|using|according\s++to|with)\s++(?:the|your|this)\s++"
    r"(?:(?:required|requested|specified|given|expected|same)\s++)?+(?:output\s++|answer\s++|verdict\s++)?+format"
    r"(?:\s++(?:you\s++)?+(?:asked\s++for|requested|required))?+|as\s++(?:instructed|requested|required)",
    re.IGNORECASE,
)
