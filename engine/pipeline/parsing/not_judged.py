"""Version 86's words of a completion that judges nothing or gives someone else's verdict (issue 13, adversarial passes
91 NH, NO, 92 NO and 93 NP, NR; false-failure pass 91f G3), part of
:data:`~judge_engine.pipeline.parsing.non_judgment.NO_LOOK`: grading off or impossible (``Scoring disabled for this
item.``, ``Picking a side here would be arbitrary.``, ``there is nothing to grade``), someone else's verdict said of the
token (``The verdict below is the majority vote of three other judges.``, ``I did not re-grade``), someone else's pick
of a side (``The audience sided with Assistant B.``, ``Assistant B claims to be the better answer.``), a timeout or a
random letter (``A timeout occurred before I could read the answers.``, ``so I add one at random``, ``Any letter would
do here.``). Topic words alone (``the ground truth``, ``did not recheck the dates``) are no refusal. Split out of
:mod:`~judge_engine.pipeline.parsing.non_judgment` to keep it under the layout's size."""

NOT_JUDGED_86 = (
    # version 86 (adversarial pass 91 NH, NO): grading off or impossible ("Scoring disabled for this item.", "Picking a
    # side here would be arbitrary.", "there is nothing to grade"), someone else's verdict said of the token ("The
    # verdict below is the majority vote of three other judges.", "I did not re-grade"); topic words alone ("the
    # ground truth", "did not recheck the dates") are no refusal (false-failure pass 91f G3)
    r"\b(?:scoring|grading|judging|evaluation|rating|assessment|comparison)\s++(?:is\s++|was\s++|has\s++been\s++|were\s++)?+"
    r"(?:disabled|postponed|deferred|suspended|on\s++hold|paused|turned\s++off|switched\s++off|not\s++enabled)\b"
    r"|\b(?:choice|choosing|pick(?:ing)?+|selection|decision)\s++(?:between\s++(?:these|the|them)\b[^.\n]{0,30}?\s|here\s++"
    r"|a\s++side\s++(?:here\s++)?+)(?:is|would\s++be|seems|feels)\s++(?:(?:completely|entirely|essentially|purely|simply)\s++)?+"
    r"(?:meaningless|arbitrary|pointless|random|moot|a\s++coin\s++flip)\b|\bnothing\s++to\s++(?:grade|judge|compare|rate"
    r"|score|evaluate|assess)\b|\b(?:neither|no)\s++(?:answer|response|output)\s++can\s++be\s++(?:graded|judged|rated"
    r"|scored|evaluated|compared|assessed)\b|\b(?:has|have)\s++not\s++(?:yet\s++)?+(?:supplied|provided|given|submitted"
    r"|sent)\s++(?:an?\s++|the\s++)?+(?:answer|response|output)s?+\s++to\s++(?:grade|judge|rate|score|evaluate)\b"
    r"|\bthe\s++(?:verdict|rating|score|label|letter|pick|choice)\s++(?:below|above|that\s++follows)\s++(?:is|was|reflects"
    r"|comes\s++from|records?)\b[^.\n]{0,40}?\b(?:majority|votes?|judges|annotators?|users?|crowd|gold|key|dataset|benchmark"
    r"|reviewers?|raters?|panel)\b|\b(?:preference|pick|choice|verdict|view|opinion),\s++not\s++mine\b"
    r"|\buser['\u2019]s\s++own\s++(?:pick|choice|score|rating|verdict|label)\b|\b(?:scores|ratings"
    r"|verdict)\s++from\s++the\s++(?:original|previous|other|earlier)\s++(?:reviewer|judge|grader|annotator)s?+\b"
    # adversarial pass 93 NP, NR: "A timeout occurred before I could read the answers.", "The instructions show an
    # example of the output.", "so I add one at random", "Any letter would do here."
    r"|\b(?:a\s++)?+timeout\s++(?:occurred|happened|hit)\b|\b(?:instructions|prompt|template)\s++shows?\s++(?:an?\s++)?+"
    r"example\b|\b(?:i|we)\s++(?:\w++\s++){0,2}?(?:pick|picked|add|added|chose|choose|select|selected|put|wrote|gave)\s++"
    r"(?:\w++\s++){0,3}?(?:at\s++random|randomly|arbitrarily)\b|\bany\s++(?:letter|verdict|output|answer|choice|pick)\s++"
    r"would\s++do\b"
    # someone else's pick of a side (adversarial pass 92 NO): "The audience sided with Assistant B.", "The crowd went
    # with Output (a).", "The earlier judge backed Assistant A.", "The leaderboard has Assistant A ahead.", "Assistant B
    # claims to be the better answer.", "awards itself the win", "The audience went with these numbers."
    r"|\b(?:audience|crowd|voters?|readers?|annotators?|raters?|panel|committee|community|leaderboard|benchmark|majority"
    r"|(?:earlier|other|previous|first|another|original)\s++(?:judge|grader|reviewer)|judges)\s++(?:\w++\s++)?(?:sided\s++with"
    r"|went\s++with|backed|chose|picked|preferred|favou?red|voted\s++for|selected|has|had|put|puts|ranks?|ranked)\b"
    r"(?=[^.\n]{0,40}?(?:\b(?:assistant|response|output|answer|model)\s*+\(?+[ab12]\)?+(?!\w)|\b(?:these|those|the)\s++"
    r"(?:numbers|scores|ratings)\b))|\b(?:claims?|claiming|declares?|declaring|proclaims?|proclaiming)\s++(?:itself|to\s++be)"
    r"\s++(?:the\s++)?+(?:better|best|winner|stronger|superior|preferred)\b|\bawards?\s++itself\b|\bself-review\b"
    r"|\bi\s++(?:did\s++not|didn['\u2019]t)\s++re-?+(?:grade|judge|evaluate|rate|score|check)\b(?!\s++(?:the|its|my)\s++"
    r"(?:math|arithmetic|dates?|numbers?|facts?|figures?|code|units?))|\b(?:verdict|rating|score)s?+\s++from\s++the\s++"
    r"(?:original|previous|earlier|first)\s++run\b|"
)
