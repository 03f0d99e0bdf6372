"""A server or client error returned in place of a judgment (:func:`error_text`), for
:mod:`~judge_engine.pipeline.parsing.disowned`, :mod:`~judge_engine.pipeline.parsing.forced_tail` and
:mod:`judge_engine.pipeline.forced` (moved out of :mod:`~judge_engine.pipeline.parsing.refusals` in parser version 70,
which added the transport and authentication errors of HTTP clients and SDKs: ``Connection error.``, ``Invalid API key
provided.``, ``Read timed out.``, ``Socket hang up``, ``ECONNRESET``; adversarial pass 60 H4)."""

from __future__ import annotations

import re

_LABEL = re.compile(r"(?:feedback|explanation|evaluation)\s*+:\s*+", re.IGNORECASE)  # a label the template asks for
_ERROR_START = re.compile(
    r"\s*+(?:<(?:!doctype\s++html|html|head|title)\b|\{\s*+\"errors?\"\s*+:\s*+(?!null\b|false\b|\"\")"
    r"|[^\w\n]*+(?:[\w.]*?(?:error|exception)(?:\s*+\(?+[0-9]{3}\)?+)?+[*_\s]*+(?::|\]|[-\u2013\u2014](?=\s))"
    r"|error\s*+[0-9]{3}\b|error\s++code\b"
    r"|traceback\s++\(most\s++recent\s++call\s++last\)"
    r"|(?:http(?:/[0-9.]++)?+\s*+)?+[45][0-9]{2}\s*+[:\-]?+\s*+(?:bad\s++request|unauthorized|forbidden)"
    r"|(?:http(?:/[0-9.]++)?+\s*+)?+(?:[45][0-9]{2}\s*+[:\-]?+\s*+)?+(?:too\s++many\s++requests"
    r"|service\s++(?:temporarily\s++)?+unavailable|internal\s++server\s++error|bad\s++gateway|gateway\s++time-?out"
    r"|rate[\s-]++limit\s++(?:exceeded|reached)|upstream\s++(?:request\s++timeout|connect\s++error)"
    r"|request\s++(?:failed\s++with|timed\s++out)|cuda\s++out\s++of\s++memory|(?:server|model)\s++(?:is\s++)?+overloaded"
    r"|an?\s++(?:unexpected|internal|unknown)\s++error|an?\s++error\s++(?:has\s++)?+occurr?ed\s*+(?:while|during|[.!:,;]|$)"
    r"|(?:rate[\s-]++limited|out\s++of\s++memory)\s*+(?:[.!:,;]|$)))"
    # parser version 53 (adversarial pass 46 H7): an OpenAI-compatible error body, an API's error texts, a crash, and
    # a bare null value where the judge's text should be
    r"|exception\s++in\s++thread\b|internal\s++error\b|(?:response|request|prompt|output|content)\s++(?:was\s++)?+blocked\b"
    r"|(?:this\s++)?+content\s++may\s++violate\b|as\s++an\s++ai(?:\s++language\s++model)?+\s*+,\s*+i\s++(?:cannot|can['\u2019]t)\s*+$|\{\s*+\"(?:object|type)\"\s*+:\s*+\"error\"|\{\s*+\"detail\"\s*+:"
    r"|(?:sorry\s*+[,.!]?\s*+)?+something\s++went\s++wrong\b"
    r"|(?:the|that|this)\s++(?:model|server|service|api|engine)\s++is\s++(?:currently\s++)?+(?:overloaded|unavailable|busy"
    r"|not\s++ready)\b|the\s++server\s++had\s++an\s++error\b"  # OpenAI's own wordings (version 67, pass 58 H6)
    r"|this\s++model['\u2019]s\s++maximum\s++context\s++length\b"
    r"|(?:context_length|rate_limit|quota|max_tokens)_exceeded\b|insufficient_quota\b|content_filter\b"
    r"|content\s++(?:was\s++)?+filtered\b|(?:your\s++)?+(?:request|prompt|response|output|completion)\s++was\s++"
    r"(?:rejected|blocked|filtered)\b|the\s++response\s++was\s++filtered\b"
    r"|(?:you\s++(?:have\s++)?+exceeded\s++your\s++(?:current\s++)?+quota|quota\s++exceeded|insufficient\s++(?:credits?"
    r"|quota|funds|balance))\b"
    r"|connection\s++(?:reset|refused|aborted|closed|timed\s++out)\b|segmentation\s++fault\b"
    r"|status(?:\s++code)?+\s*+[:=]?\s*+[45][0-9]{2}\b|invalid\s++json\b|empty\s++response\b"
    r"|\[(?:the\s++)?+(?:judge['\u2019]s\s++)?+output\s++was\s++truncated"
    # HTTP clients' and SDKs' transport and authentication errors (version 70, adversarial pass 60 H4): the short ones
    # as the whole line only ("Timeout." is an error; "Timeout handling is missing in A." a judgment)
    r"|(?:invalid|incorrect|missing|expired|revoked)\s++api\s++key\b|read\s++timed\s++out\b"
    # version 71 (adversarial pass 61 H10): "Generation stopped: max tokens reached.", "[content_filter] ..."
    r"|(?:generation|completion|decoding)\s++(?:stopped|halted|aborted|interrupted|truncated)\b"
    r"|\[(?:content_filter|error|warning|timeout|length)\]"
    # version 72 (adversarial pass 62 H12): a harness's fallback notice
    r"|warning\s*+:\s*+(?:falling\s++back|fallback|using\s++(?:the\s++)?+default)|traceback\s++suppressed"
    r"|fallback\s++output"
    r"|e(?:connreset|connrefused|connaborted|timedout|notfound|pipe|hostunreach|netunreach)\b"
    r"|(?:(?:connection|network|ssl|tls|socket|transport|proxy|dns|api|client|upstream)\s++error|time-?out|timed\s++out"
    r"|unauthori[sz]ed|forbidden|(?:permission|access)\s++denied|authentication\s++(?:failed|error|required)"
    r"|socket\s++hang\s++up|(?:the\s++)?+(?:operation|request|stream|connection)\s++(?:was\s++)?+(?:aborted|interrupted"
    r"|cancell?ed|terminated|dropped|lost)|stream\s++ended\s++unexpectedly)\s*+[.!]?+\s*+$"
    r"|(?:killed|<\|endoftext\|>|\[no\s++response\]|\(no\s++output\))\s*+[.!]?+\s*+$)",
    re.IGNORECASE,
)


def error_text(text: str) -> bool:
    """Whether the completion's first non-empty line starts as an error message (:data:`_ERROR_START`:
    ``Error 429: too many requests``, ``Error: model overloaded``, ``RuntimeError: ...``, ``Internal Server
    Error``, ``Rate limit exceeded``, ``<html>``, ``{"error": ...}``): a server or client error returned in
    place of a judgment, whatever verdict follows it. Looks at the first line only (linear, bounded)."""
    first = _LABEL.sub("", text.lstrip()[:512], count=1).split("\n", 1)[0]  # after "Feedback:" (version 67)
    return _ERROR_START.match(first) is not None
