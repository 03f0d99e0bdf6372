"""The tails that may end a conclusion after its comparative, for :mod:`~judge_engine.pipeline.parsing.conclusion`
(issue 13): :data:`TRAIL` (``overall``, ``in this case``, ``to the user's question``), :data:`CONCESSION` (a reason or
concession in closed shapes, parser version 49) and :data:`CONCESSION_WIDE` (version 48's wider tails, which count
only against another verdict). Regex sources, compiled by the modules that use them; every repeat is possessive or
bounded."""

from __future__ import annotations

# what may end a conclusion after its comparative: "overall", "in this case", "to the user's question", "I think"
TRAIL = (
    r"(?:\s*+,?\s*+\(?+(?:overall|by\s++far|here|in\s++this\s++case|in\s++(?:my\s++)?+(?:opinion|view)|i\s++think"
    r"|i\s++believe|in\s++every\s++respect|by\s++a\s++(?:wide|large|clear|small|narrow)\s++margin"
    r"|(?:(?:to|for|with)\s++)?+the\s++user(?:['\u2019]s\s++(?:question|request|query|needs|prompt|instructions?))?+"
    r"|as\s++(?:the\s++)?+(?:better|stronger|best|superior|winner)(?:\s++(?:response|answer|one|option))?+"
    r"|(?:(?:to|for)\s++)?+the\s++(?:question|task|prompt|request|instructions?)|(?:in|for)\s++this\s++(?:comparison|round"
    r"|task)"
    # parser version 53 (adversarial pass 46 H1): ", IMO.", ", I'd say.", ", if you ask me.", ", full stop."
    r"|imo|imho|i['\u2019]d\s++say|if\s++you\s++ask\s++me|full\s++stop|no\s++contest|hands\s++down|by\s++a\s++mile"
    r"|without\s++(?:a\s++)?+doubt"
    # parser version 76 (adversarial pass 65 T1): "Selected: B (clearly)", "Assistant B is better, clearly."
    r"|clearly|definitely|obviously|easily|undoubtedly)\)?+)*+"
)
# a concession after a comparative (never alone: "Assistant 2, although concise, also ..." concludes nothing):
# "Assistant B is better, although both have flaws.", "..., albeit slightly."
# a concession or a reason after the conclusion (adversarial pass 35 H3: "Overall, Assistant B is better because it is
# more accurate.", "..., as it correctly identifies the bug.", "... due to its accuracy.", "...: it is accurate"; not a
# role, "better as a quick reference", parser version 47, adversarial pass 42 M3; but "as a whole", "as an answer
# to ...", "as the code runs", version 48, pass 43 H1; never
# a verdict token: "5. Assistant B is significantly better: [[B>>A]]" lists the template's options)
# a reason's text: up to its sentence's end, but not past a contrast (parser version 49, adversarial pass 44 H3:
# "Assistant B is better as a direct answer, but Assistant A is correct." concludes nothing)
_REASON_TEXT = r"(?:(?!,\s*+(?:but|however|yet|although|though|while|whereas)\b)[^.!?\[]){0,150}+"
# after a colon or a dash only a clause is a reason ("Assistant B is better: it runs."; "Assistant B is better - in
# formatting." and "— stylistically" restrict it, pass 44 H3)
_REASON_CLAUSE = (
    r"(?=(?:it|they|its|their|this|that|there|assistant|response|answer|output|model|only|both|neither|none|all|each"
    r"|everything|(?-i:[AB])\b"
    r"|the\s++(?:\w++\s++){0,3}?(?:is|was|are|were|has|have|had|does|did|can|could|will|would|runs|works|handles)\b))"
)
CONCESSION = (
    r"(?:\s*+,\s*+(?:although|though|even\s++though|albeit|despite|even\s++if)\b(?!\s++only\b)[^.!?]{0,120}+"
    r"|\s*+,?+\s*+(?:because|since|as(?=\s++(?:it|they|its|their|this|that|assistant|response|answer|output|model|only"
    r"|(?:everything|all|none|both)\s++(?:(?:of\s++)?+(?:it|its|their|them|the)\s++(?:\w++\s++)?+)?+(?:is|was|are|were"
    r"|works?|runs?)\s++(?:correct|right|accurate|valid|true|working|properly|correctly)\b"
    r"|(?-i:[AB])\b|the\s++user\s++(?:asked|requested|wanted|needs?|expects?)\b"
    r"|the\s++(?:\w++\s++){0,3}?(?:is|was|are|were|has|have|had"
    r"|does|did|can|could|will|would|runs|works|handles|compiles|passes|returns|gives|covers)\b))"
    r"|due\s++to|thanks\s++to|given\s++that|owing\s++to|which\s++is\s++why)\b"
    + _REASON_TEXT
    # "as a whole", "as an answer (to the user's question)" end the clause (parser version 49, adversarial pass 44
    # H3: "better as an answer for beginners", "as a whole in terms of formatting" restrict it)
    + r"|\s*+,?+\s*+as\s++an?\s++(?:whole|(?:overall\s++|complete\s++|full\s++|direct\s++)?+(?:answer|response|solution"
    r"|reply)(?:\s++to\s++(?:the|this)\s++(?:user['\u2019]s\s++)?+(?:question|prompt|request|task|query|problem))?+)"
    r"(?=[^\w]*+$)|(?:\s*+[:\u2013\u2014]\s*+|\s++-\s++)" + _REASON_CLAUSE + _REASON_TEXT + r")?+"
)
# the reason and concession tails of parser version 48, wider than :data:`CONCESSION` (any reason, any text after a
# colon or a dash, "as an answer" with anything after it): a sentence they alone make a conclusion for a side counts
# against another verdict, never for its own (parser version 49, adversarial pass 44 H3: "Assistant B is better as an
# answer for beginners." walks on before [[B]] but contradicts [[A]], and so does "Assistant B is the better response
# - sorry for the confusion.")
CONCESSION_WIDE = (
    r"(?:\s*+,\s*+(?:although|though|even\s++though|albeit|despite|even\s++if)\b[^.!?]{0,120}+"
    r"|\s*+,?+\s*+(?:because|since|as(?=\s++(?:it|they|its|their|this|that|assistant|response|answer|output|model|only"
    r"|everything|all|none|both|(?-i:[AB])\b|the\s++user\b|the\s++(?:\w++\s++){0,3}?(?:is|was|are|were|has|have|had"
    r"|does|did|can|could|will|would|runs|works|handles|compiles|passes|returns|gives|covers)\b|an?\s++(?:whole"
    r"|(?:overall\s++|complete\s++|full\s++|direct\s++)?+(?:answer|response|solution|reply))\b))"
    r"|due\s++to|thanks\s++to|given\s++that|owing\s++to|which\s++is\s++why)\b[^.!?\[]{0,150}+"
    r"|\s*+[:\u2013\u2014]\s*+[^.!?\[]{0,150}+|\s++-\s++[^.!?\[]{0,150}+)?+"
)
