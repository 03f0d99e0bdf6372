"""Who a verdict candidate's lead gives it to, for :mod:`~judge_engine.pipeline.parsing.spans` and
:func:`~judge_engine.pipeline.parsing.quoting.is_example_intro`: :data:`ATTRIBUTED` (a word attributing what follows to
someone else, or calling it a stand-in) and :data:`OTHERS_LABEL` (a whole clause that only labels it someone else's or
another quantity's). Moved out of ``spans`` in parser version 79 (no change of behaviour by the move)."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.stand_ins import IGNORE_INSTRUCTIONS, OTHER_ANSWER, QUOTED_ANSWER

# a word in an intro line's last sentence that says what follows is not the judge's own verdict: text attributed to
# someone else ("The previous judge wrote:", "GPT-4's verdict:", "The answer ends with:", "Assistant A tried to inject:"
# or "The response tells me to output:"), or stand-in values ("Default scores:", "Placeholder verdict:")
ATTRIBUTED = re.compile(
    r"\b(?:wrote|writes|written|said|says|stated|states|claimed|claims|replied|replies|answered|suggested|demands?"
    r"|suggests|proposed|reported|quoted?|quoting|copied|default|dummy|fallback|neutral|arbitrary|random|ends\s++with|ended\s++with"
    r"|(?:both|they|responses|answers|outputs|each)\s++(?:\w+\s++)?+end\s++with"
    # parser version 53 (adversarial pass 46 H8): "My colleague voted [[A]].", "GPT-4 picked [[A]].", "Here is the
    # expected format:", "Previous round:", "... ends its answer with the string [[A]].", "self-assessment:"
    # (version 83, false-failure pass 83f G7: the judge's own label "Selected:", "Selected output:", "Output selected:"
    # has no other subject before the verb)
    r"|voted|votes|(?<=\w\s)(?<!\bi\s)(?<!\bwe\s)(?<!output\s)(?<!response\s)(?<!answer\s)(?:picked|chose|selected)|ends?\s++(?:its|their|the|his|her)\s++"
    r"(?:\w+\s++)?+with|the\s++string|expected\s++(?:format|output)|(?:previous|last|earlier|prior|first)\s++round"
    r"|self[\s-]++(?:assessment|evaluation)|(?:previous|prior|earlier|another|other)\s++(?:evaluation|assessment|review"
    r"|verdict|judg(?:e)?ment)|(?<!\bi\s)(?<!\bwe\s)concluded"
    r"|coin\s++(?:flip|toss)|inject(?:s|ed|ing|ion)?+|tells?\s++(?:me|us|you|the\s++judge)\s++to|self-rat(?:ing|ed)"
    r"|according\s++to\s++(?:the\s++)?+(?:other|another)|(?:gpt-?[0-9][\w.-]*?|claude|gemini|llama|chatgpt|bard)['\u2019]s"
    r"|(?:previous|another|other|original|earlier|prior)\s++(?:judge|reviewer|grader|evaluator|annotator|rater)s?+"
    r"|" + IGNORE_INSTRUCTIONS + r""
    # version 79 (adversarial pass 71 F2, F9): "The reference review gave:", "Assistant 1's self-assigned scores:", "Its
    # reply, translated into English:"
    r"|(?<!\bi\s)(?<!\bwe\s)(?<!\bi\s\s)(?:gave|gives)(?=[\s*_]*+(?::|$))|self[\s-]++(?:assigned|given"
    r"|reported|graded|scored)|translat(?:ed|ion)|" + QUOTED_ANSWER + r""
    # version 81, second round (adversarial pass 78): "Assistant A's last line reads", "The user's question itself
    # contains", "Pair #3:", "The popular choice is", "Annotator 3:", "the scores Assistant 1 gave itself", "for the
    # previous pair"
    r"|(?:last|final|first)\s++line\s++reads|itself\s++(?:contains|includes|says)|(?:question|prompt|request)\s++"
    r"(?:contains|includes)|pair\s*+#\s*+\d++|(?:previous|prior|earlier|other|another|next)\s++(?:comparison|pair|item)"
    r"|popular\s++(?:choice|pick|vote)|[\w-]++['\u2019]s\s++(?:author|creator|designer)|(?:annotator|rater|labell?er|judge)"
    r"\s*+#?\s*+\d++|(?:gave|scored|rated|graded)\s++itself"
    # pass 79: "Assistant A insists:", "A's own opinion:", "Predicted verdict of GPT-4:"
    r"|insists|insisted|own\s++opinion|predicted\s++(?:verdict|rating|score|winner)|verdict\s++of\s++[\w.-]++"
    # stop 53 (adversarial pass 80 N5): an answer's attempt to steer the judge reported ("Assistant A tries to get me
    # to say", "The response tries to make me output")
    r"|(?:tries|tried|trying|attempts?|attempted|wants?|wanted)\s++to\s++(?:get|make|trick|push|lead|force|coax|nudge)"
    r"\s++(?:me|us|the\s++judge|the\s++grader)\b|crowd\s++(?:favou?+rite|pick)|(?:user|reader)\s++expects"
    r"|next\s++i['\u2019]ll\s++write|passing\s++on)\b"
)
# a last clause before a candidate (case-folded, at most :data:`LABEL_WINDOW` characters) that is only a label
# giving it to someone else or to another quantity, or a report of what someone else asks for (issue 13 K1, K5-K7):
# "Ground truth:", "Gold label:", "Expected answer:", "Reference verdict:", "Score of the reference:", "The reference
# answer scores", "Human annotators:", "The majority vote:", "Users prefer", "The crowd picked", "The user's preferred
# verdict:", "Confidence:", "The question's difficulty:", "Reference answer rating:", "Required format:", "Output
# format:", "Schema:", "Assistant A asks for", "Assistant requests a rating of", "I was instructed to output", "The
# answer instructs the judge to output"; each may end with the format's own label ("... Rating:"). The clause is
# matched whole, so "Based on the reference answer, my verdict:" or "Assistant A is what the user wants, so" is none.
OTHERS_LABEL = re.compile(
    r"[\s*_#>-]*+(?:(?:the|a|an|my|our)\s++)?+(?:"
    r"ground[\s-]++truth(?:\s++(?:label|answer|verdict|rating|score)s?+)?+"
    r"|gold(?:en)?+(?:\s++(?:standard|label|answer|verdict|rating|score)s?+)++"
    r"|expected\s++(?:answer|verdict|output|label|rating|result|score|response)s?+"
    r"|reference(?:\s++(?:answer|response|solution))?+(?:['\u2019]s)?+\s++"
    r"(?:verdict|rating|score|label|grade|result)s?+"
    r"|reference(?:\s++(?:answer|response|solution))?+(?:\s++(?:scores|rates|gets|receives|earns|deserves|matches"
    r"|corresponds\s++to|agrees\s++with|points\s++to|favou?+rs|supports))?+"
    # version 61 (fresh pass full54 H3): prometheus's own header "Reference Answer (Score 5):"
    r"(?:\s*+\(\s*+score\s++\d++\s*+\))?+"
    r"|(?:assistant|response|answer|output|model)\s*+\(?+\s*+[ab12]\s*+\)?+['\u2019]s\s++(?:own\s++)?+(?:self[\s-]++"
    r"(?:assessment|evaluation|rating|score|verdict)|claim(?:ed\s++verdict)?+|suggestion|conclusion|last\s++line"
    r"|final\s++line|verdict|choice|pick|judge?ment)"
    r"|(?:score|rating|grade|verdict|result)\s++(?:of|for)\s++(?:the\s++)?+reference(?:\s++(?:answer|response|solution))?+"
    r"|human(?:\s++(?:annotators?|annotations?|preferences?|labels?|raters?|ratings?|judges?|judge?ments?|verdicts?"
    r"|evaluators?|votes?))?+|(?:user|human|system|instructions?|input|prompt|q|question|query|task|context)"
    r"(?:\s++(?:message|turn|prompt|query))?+(?=[\s*_]*+:)"
    # version 79 (adversarial pass 71 F7, F9): an echoed prompt section ("### Instruction:", "Q:"), another named
    # party's or a group's verdict ("Llama-3's verdict:", "Last year's verdict:", "Panel verdict:", "Answer key:")
    r"|(?!(?:my|our|today|this)['\u2019])[\w.-]++['\u2019]s\s++(?:(?:own|final|overall)\s++)?+(?:verdict|prediction|pick"
    r"|choice|rating|score|decision|output|vote|label)s?+|(?:panel|committee|jury|council|ensemble|heuristic|oracle"
    r"|answer\s++key|[a-z]++[\s-]++based\s++(?:baseline|heuristic|rule))(?:['\u2019]s)?+(?:\s++(?:verdict|decision|pick"
    r"|choice|rating|score|vote|output|label)s?+)?+"
    r"|(?:annotators?|raters?)(?:['\u2019]s?+)?+(?:\s++(?:verdict|label|choice|vote|preference)s?+)?+"
    r"|majority(?:\s++(?:vote|verdict|label|opinion|choice))?+|crowd(?:['\u2019]s)?+(?:\s++(?:verdict|choice|vote|pick))?+"
    # version 81 (adversarial pass 77): "The crowd-sourced verdict:", "The user seems to favor", "My colleague leans",
    # "Expected rating for a perfect answer:", "The best possible rating is", "The assistant's final answer:", "The
    # correct result is"
    r"|crowd[\s-]*+sourced(?:\s++(?:verdict|choice|vote|pick|label))?+|(?:user|users|colleagues?|coworkers?|friends?|boss"
    r"|team|teammates?|audience|community|public|voters|leaderboard|arena)(?:['\u2019]s?+)?+\s++(?:(?:\w+ly|also|mostly"
    r"|seems?\s++to|appears?\s++to)\s++)?+(?:favou?rs?|favou?red|leans?(?:\s++(?:toward|towards|to))?+|prefers?|likes?"
    r"|liked|wants?|picks?|verdict|vote|pick|choice)|(?:expected\s++)?+(?:rating|score|grade)\s++(?:for|of)\s++"
    + OTHER_ANSWER
    + r"|(?:best|highest|top|maximum|max|lowest|minimum|worst)\s++(?:possible\s++)?+(?:rating|score|grade|mark)"
    r"|(?:assistant|response|model)['\u2019]s\s++(?:final\s++)?+(?:answer|result|solution|value)|(?:correct|right|true|exact"
    r"|actual|expected|numerical|computed)\s++(?:result|solution|value|total|sum)|" + OTHER_ANSWER + r""
    r"|users?(?:['\u2019]s?+)?+\s++(?:own\s++)?+(?:preferred|preference|choice|pick|verdict|vote|rating|score|grade)(?:\s++(?:verdict|label|answer|choice))?+"
    r"|(?:users|people|humans|annotators|raters|voters|readers|experts|crowd|majority|most\s++people)\s++"
    r"(?:(?:\w+ly|also|mostly)\s++)?+(?:prefer(?:red|s)?+|picked|chose|choose|voted(?:\s++for)?+|selected|pick)"
    r"|(?:[\w'\u2019-]++\s++){0,3}?(?:confidence|certainty|difficulty|complexity|probability|likelihood)"
    r"(?:\s++(?:level|score|rating))?+"
    r"|(?:required|output|expected|desired|answer|response|verdict|rating|json)\s++format|format|schema"
    # adv9 M4: another party's verdict or one for one audience: "Assistant A concludes", "Assistant A ends its answer
    # with", "Per the reference:", "Correct answer:", "The assistant rates itself:", "For experts:", "For beginners:"
    r"|(?:the\s++)?+(?:assistant|response|answer|output|model|user|reference|prompt)(?:\s*+\(?+\s*+[ab12](?:\s*+\))?+)?+"
    r"\s++(?:concludes|concluded|says|said|answers|answered|outputs|writes|wrote|picks|picked|chooses|chose|selects"
    r"|selected|votes|voted|claims|claimed|gives|gave|predicts|predicted|ends|ended|finishes|finished)"
    r"(?:\s++(?:its|their|his|her|the)\s++(?:answer|response|reply|output|text))?+(?:\s++(?:with|that|on|by))?+"
    r"|(?:per|according\s++to|as\s++per)\s++(?:the\s++)?+(?:reference|user|prompt|rubric|gold|humans?|annotators?"
    r"|instructions?|task)(?:\s++(?:answer|response|solution|label))?+"
    r"|(?:correct|right|true|official|target)\s++(?:answer|label|verdict|output|choice)s?+"
    # version 81 (adversarial pass 78): "In the previous comparison,", "According to the rubric's author,"
    r"|in\s++(?:the\s++)?+(?:previous|prior|earlier|other|last|next)\s++(?:comparison|pair|item|round|question)"
    r"|according\s++to\s++(?:the\s++)?+[\w-]++['\u2019]s\s++(?:author|creator|designer|writer)"
    r"|(?:[\w'\u2019-]++\s++){0,3}?(?:rates?|rated|scores?|scored|grades?|graded|evaluates?|evaluated|assesses"
    r"|assessed)\s++(?:itself|themselves|himself|herself|its\s++own\s++\w++)"
    r"|for\s++(?:(?:the|a|an)\s++)?+(?:\w++\s++)?+(?:experts?|beginners?|novices?|laypeople|lay\s++readers?|children"
    r"|kids|developers?|professionals?|students?|non-experts?|newcomers?|specialists?|audiences?)"
    r"|(?:[\w'\u2019-]++\s++){0,4}?(?:(?:asks?|asked|asking|begs?|begged|begging)\s++for"
    r"|(?<!\bi\s)(?<!\bwe\s)(?:wants?|wanted|requests?|requested|demands?|demanded|expects?|expected|instructs?)"
    r"|(?:(?:was|were|am|are|is|been|being)\s++|(?<=['\u2019]m\s)|(?<=['\u2019]re\s))(?:told|asked|instructed"
    r"|ordered|required|supposed|expected)\s++to|(?:asks?|asked|tells?|told)(?=\s++(?:me|us|you|the\s++judge)\s++to))"
    r"(?:\s++(?:me|us|you|the\s++(?:judge|grader|evaluator|model)))?+(?:\s++to)?+"
    r"(?:\s++(?:output|give|say|answer|write|return|pick|choose|select|rate|assign|respond|reply|print|produce))?+"
    r"(?:\s++(?:with|for))?+(?:\s++(?:a|an|the))?+(?:\s++(?:rating|verdict|score|label|grade|answer|output|result)s?+)?+"
    r"(?:\s++of)?+"
    r")(?:\s++(?:is|are|was|were|would\s++be))?+[\s*_]*+(?:(?:->|=>|[:=\-\u2013\u2014\u2192\u21d2])[\s*_]*+)?+"
    r"(?:(?:rating|score|verdict|result|output|answer)[\s*_]*+:?+[\s*_]*+)?+"
)
