"""Version 86's words of a completion that judges nothing or gives someone else's verdict (issue 13, adversarial passes
91 NH, NO, 92 NO and 93 NP, NR; false-failure pass 91f G3), part of
:data:`~judge_engine.pipeline.parsing.non_judgment.NO_LOOK`: grading off or impossible (``Scoring disabled for this
item.``, ``Picking a side here would be arbitrary.``, ``there is nothing to grade``), someone else's verdict said of the
token (``The verdict below is the majority vote of three other judges.``, ``I did not re-grade``), someone else's pick
of a side (``The audience sided with Assistant B.``, ``Assistant B claims to be the better answer.``), a timeout or a
random letter (``A timeout occurred before I could read the answers.``, ``so I add one at random``, ``Any letter would
do here.``). Topic words alone (``the ground truth``, ``did not recheck the dates``) are no refusal. Split out of
:mod:`~judge_engine.pipeline.parsing.non_judgment` to keep it under the layout's size. :func:`answer_claims` tells
an answer's claim the judge reports from the judge's own words (version 87)."""

import re

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

# what a tie says after an impossibility on its line (a tie, not a decline: "There is no way to tell which is better;
# both are excellent."), read at most 200 characters on
_NO_TIE_AFTER = (
    r"(?![^\n]{0,200}?\b(?:equally|equal|same|identical|equivalent|tie|tied|draw|both\s++(?:\w++\s++)?(?:are|were|seem"
    r"|look)\s++(?:\w++\s++)?(?:good|excellent|correct|fine|strong|great|helpful|accurate|valid|solid|well|right)"
    r"|neither\s++is\s++better|as\s++good\s++as)\b)"
)
_VERDICT_NOUN = (
    r"(?:comparison|evaluation|assessment|judg(?:e)?+ment|verdict|rating|score|decision|grade|feedback|ranking)"
)
NOT_JUDGED_87 = (
    # version 87 (adversarial pass 95 family 7, 8): judging said to be impossible without "I" ("Judging is not possible
    # here:", "Rating this is not possible:", "A verdict here would be meaningless", "making a fair comparison
    # impossible", "This comparison cannot be made", "The feedback cannot be given", "There is no way to assess this
    # response", "Comparing these is beyond my capabilities", "It isn't possible for me to decide between these two", "I
    # have no basis for preferring either answer"), the answer unseen ("is not visible to me", "I did not receive the
    # response to evaluate", "nothing here to rate"), a stand-in ("a neutral default", "I default to a tie", "I can only
    # guess"); a tie said after it on the line is a tie (:data:`_NO_TIE_AFTER`)
    r"\b(?:judging|rating|scoring|grading|ranking|comparing|evaluating|assessing|(?:an?\s++|any\s++|the\s++)?+"
    r"(?:fair\s++|meaningful\s++|proper\s++|real\s++|valid\s++|honest\s++)?+" + _VERDICT_NOUN + r")(?:\s++(?:of\s++)?+"
    r"(?:this|these|them|it|here|both|either|the\s++two|the\s++(?:answers?|responses?|outputs?)|two\s++(?:answers|responses|outputs)))"
    r"{0,2}\s++(?:is|was|would\s++be|seems|appears|becomes)\s++(?:(?:simply|just|really|therefore|thus|also|entirely"
    r"|practically)\s++)?+(?:not\s++possible|impossible|meaningless|pointless|not\s++feasible|infeasible|futile"
    r"|not\s++meaningful)\b"
    + _NO_TIE_AFTER
    + r"|\bmak(?:e|es|ing)\s++(?:an?\s++|any\s++)?+(?:fair\s++|meaningful\s++|proper\s++|real\s++|valid\s++)?+"
    + _VERDICT_NOUN
    + r"\s++impossible\b"
    + _NO_TIE_AFTER
    + r"|\b(?:this|the|a|any|my)\s++"
    + _VERDICT_NOUN
    + r"\s++(?:cannot|can\s*+not|can['\u2019]t|could\s*+not"
    r"|couldn['\u2019]t)\s++be\s++(?:made|given|done|performed|provided|reached|assigned|determined)\b"
    + _NO_TIE_AFTER
    + r"|\bthere\s++(?:is|was|['\u2019]s)\s++no\s++(?:way|means)\s++(?:for\s++(?:me|us)\s++)?+to\s++(?:tell\s++"
    r"(?:which|how|whether|who)|(?:judge|assess|evaluate|decide|determine|rate|score|compare|grade|say)\s++(?:which|how|whether|who"
    r"|this|these|them|it|the\s++(?:answers?|responses?|outputs?|quality)|either|between))\b"
    + _NO_TIE_AFTER
    + r"|\b(?:comparing|judging|rating|evaluating|assessing|grading|scoring)\s++(?:\w++\s++){0,3}?(?:is|are)\s++"
    r"beyond\s++(?:my|our)\s++(?:capabilit(?:y|ies)|abilit(?:y|ies)|capacity|competence|expertise)\b"
    r"|\bit\s++(?:isn['\u2019]t|is\s++not|['\u2019]s\s++not)\s++possible\s++for\s++(?:me|us)\s++to\s++(?:decide|judge|choose"
    r"|pick|tell|evaluate|rate|compare|assess|say|grade|score)\b"
    + _NO_TIE_AFTER
    + r"|\b(?:i|we)\s++have\s++no\s++(?:basis|grounds)\s++(?:for|to)\s++(?:prefer|choos|pick|judg|decid|rat|scor|compar"
    r"|evaluat|assess|tell)\w*+"
    + _NO_TIE_AFTER
    + r"|\b(?:is|are|was|were)\s++not\s++visible\s++to\s++(?:me|us)\b|\b(?:i|we)\s++(?:did\s++not|didn['\u2019]t"
    r"|have\s++not|haven['\u2019]t)\s++(?:receive[ds]?+|get|got|gotten|see|seen)\s++(?:the|any|a|an|either)\s++(?:\w++\s++)?(?:response"
    r"|answer|output|reply|submission)s?+\b(?=\s*+(?:to\s++(?:evaluate|rate|judge|grade|assess|compare|score)\b|[.,;:!)]|$))"
    r"|\bnothing\s++here\s++to\s++(?:rate|evaluate|judge|grade|score|assess|compare)\b"
    r"|\bneutral\s++defaults?+\b|\b(?:i\s++|we\s++)?+default(?:ed|ing)?+\s++to\s++(?:a\s++)?+(?:tie|draw|the\s++middle"
    r"|a\s++middle\s++(?:score|rating)|neutral)\b|\b(?:i|we)\s++can\s++only\s++guess\b"
    r"|\bin\s++practice,?+\s++(?:i|we)\s++(?:cannot|can['\u2019]t|can\s++not|could\s*+n['\u2019o]t)\s++(?:tell|say|judge"
    r"|decide|know|evaluate)\b"
    # adversarial pass 95 families 8, 11: someone else's rating or pick ("The assistant rates its own answer as
    # follows:", "the one the user said they preferred", "The user's own preference"), a judge that could not read the
    # answers ("Judge could not parse the responses."), a note to fill in the verdict ("TODO: replace with the real
    # verdict.")
    r"|\b(?:rates|grades|scores|judges|evaluates|assesses)\s++its\s++own\s++(?:answer|response|work|output|reply)\b"
    r"|\buser\s++(?:said|says|stated|states|indicated|indicates|mentioned)\s++(?:that\s++)?+(?:they|he|she)\s++(?:preferred"
    r"|prefer|prefers|liked|like|likes|chose|choose|wanted|want|picked)\b|\buser['\u2019]s\s++own\s++(?:preference"
    r"|vote|favou?rite)\b|\b(?:i|we|judge|the\s++judge|grader|evaluator)\s++(?:could\s*+not|couldn['\u2019]t|cannot"
    r"|can['\u2019]t|was\s++unable\s++to)\s++(?:parse|read|load|open|decode|process)\s++(?:the|either|both|any)\s++"
    r"(?:\w++\s++)?(?:responses?|answers?|outputs?|inputs?)\b|^\W*+(?:todo|fixme|tbd)\s*+:\s*+(?:replace|fill|insert|add"
    r"|write|put)\b[^\n]{0,40}?\b(?:verdict|judg\w*+|rating|score|winner|answer|evaluation)"
    # second round (adversarial pass 96 families 7, 8, 10, 11, 13): a service's message ("The service is temporarily
    # overloaded. Please try again later."), declines in other words ("I don't take sides", "I will refrain from
    # choosing", "I don't assign scores", "which I cannot read well enough to compare", "which I'm not able to view",
    # "I cannot see the assistant's answer", "The rubric is missing", "the rubric cannot be applied", "My verdict will
    # be given after I see the second answer", "a language I don't understand", "I was not given the assistants'
    # answers"), a hypothetical or sample verdict ("Suppose Assistant A were better. Then the answer would be:", "a
    # sample judgment you can use as a template", "As an example, a response that ...", "Scores from the reference
    # evaluation:", "A typical evaluation would read:"), an unfilled slot ("(to be written)", "<to be filled in>")
    r"|\bservice\s++is\s++(?:temporarily\s++)?+(?:overloaded|unavailable|down)\b|^\W*+please\s++try\s++again\s++later\b"
    r"|\b(?:i|we)\s++(?:don['\u2019]t|do\s++not|never)\s++take\s++sides\b|\brefrain\s++from\s++(?:choosing|picking|judging|rating"
    r"|deciding|comparing|scoring|grading)\b|\b(?:i|we)\s++(?:don['\u2019]t|do\s++not)\s++(?:assign|give)\s++(?:scores|ratings|verdicts"
    r"|grades)\b|\b(?:i|we)\s++(?:cannot|can['\u2019]t|can\s++not)\s++read\s++(?:\w++\s++){0,2}?(?:well\s++enough|at\s++all)\b"
    r"|\b(?:i['\u2019]m|i\s++am|we['\u2019]re|we\s++are)\s++(?:not\s++able|unable)\s++to\s++(?:view|open|display)\b|\b(?:cannot|can['\u2019]t|could\s++not|couldn['\u2019]t"
    r"|unable\s++to)\s++see\s++the\s++assistant['\u2019]s\s++(?:answer|response|reply)\b|\brubric\s++(?:is|was)\s++"
    r"(?:missing|absent|not\s++(?:provided|given|included))\b|\brubric\s++(?:cannot|can['\u2019]t|could\s++not)\s++be\s++"
    r"applied\b|\bverdict\s++will\s++be\s++given\s++(?:after|once|later)\b|\blanguage\s++(?:that\s++)?+(?:i|we)\s++"
    r"(?:don['\u2019]t|do\s++not|cannot|can['\u2019]t)\s++(?:understand|read|speak)\b|\b(?:i|we)\s++(?:was|were)\s++(?:not"
    r"|never)\s++(?:given|shown|provided\s++with)\s++the\s++assistants['\u2019]?+\s++(?:answers|responses)\b"
    r"|\bthen\s++the\s++(?:verdict|rating)\s++would\s++be\b|\bthen\s++the\s++answer\s++would\s++be\s*+:\s*+$"
    r"|\bsample\s++(?:judg(?:e)?+ment|verdict)\b|\buse\s++as\s++a\s++template\b|\bas\s++an\s++example,\s++an?\s++(?:response|answer)\s++that\b"
    r"|\bscores\s++from\s++the\s++(?:reference|original|published|previous|other)\b|\btypical\s++(?:evaluation|verdict"
    r"|judg(?:e)?+ment|review)\s++would\s++(?:read|be|look)\b|\(\s*+to\s++be\s++(?:written|filled(?:\s++in)?+|added"
    r"|completed|determined)\s*+\)|<\s*+to\s++be\s++filled(?:\s++in)?+\s*+>|"
)


# an answer named as the subject of a verb of saying, then "that", at the end of the text before a hit
_ANSWER_CLAIMS = re.compile(
    r"\b(?:assistant|response|answer|output|model)\s*+\(?+(?-i:[AB12]|[ab](?=\)))\)?+\s++(?:\w++\s++)?(?:notes?|says?"
    r"|argues?|explains?|points?\s++out|claims?|states?|writes?|mentions?|observes?|warns?|adds?|concludes?|stresses"
    r"|emphasi[sz]es|reminds\s++the\s++user)\s++(?:\w++\s++)?that\s++(?:\w++\s++){0,3}$",
    re.IGNORECASE,
)


def answer_claims(line: str, start: int, span: int = 200) -> bool:
    """Whether a non-judgment found at ``start`` of ``line`` is an answer's claim the judge reports: its sentence (the
    last ``span`` characters before it) names an answer as the subject of a verb of saying and then ``that``
    (``Assistant B notes that the ranking is meaningless without a shared metric``: false-failure pass 92f, version
    87). Linear: one bounded search."""
    low = max(0, start - span)
    sentence = max(line.rfind(". ", low, start), line.rfind("! ", low, start), line.rfind("? ", low, start))
    return _ANSWER_CLAIMS.search(line, sentence + 1 if sentence >= 0 else low, start) is not None
