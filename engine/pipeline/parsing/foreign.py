"""A refusal to evaluate written in another language than English (parser version 64; issue 13, adversarial pass 57
H3), for :func:`~judge_engine.pipeline.parsing.refusals.refusal`: :data:`FOREIGN_REFUSAL`. A judge asked in Spanish,
French, German, Portuguese, Italian, Russian, Chinese, Japanese or Korean may refuse in that language and still write
the template's verdict (``Lo siento, pero no puedo evaluar estas respuestas.\\n\\n[[A]]``); like the English refusals,
that verdict is no judgment of its own (``no_verdict``). Only the first-person "cannot evaluate/judge/compare"
followed by the answers as its object or by the sentence's end is read (``no puedo evaluar estas respuestas``, ``je ne
peux pas juger``, ``ich kann diese Antworten nicht bewerten``, ``无法评估这两个回答``, ``評価できません``, ``평가할 수
없습니다``), so that what a judge cannot check (``no puedo verificar las fechas``) stays no refusal. Reasoning in
these languages is otherwise not read (README, Known limits). Linear: one regex scan of a line."""

from __future__ import annotations

import re

# the answers as the refusal's object, in the Romance languages and Russian ("estas respuestas", "ces deux réponses")
_ANSWERS = r"(?:respuestas?|r[ée]ponses?|respostas?|risposte?|ответ\w*+)"
_ROMANCE_VERB = (
    r"(?:no\s++(?:puedo|podemos|me\s++es\s++posible|soy\s++capaz\s++de)\s++(?:evaluar|juzgar|calificar|valorar|comparar"
    r"|puntuar)|je\s++ne\s++(?:peux|puis)\s++pas\s++(?:[ée]valuer|juger|noter|comparer)|n[ãa]o\s++(?:posso|consigo"
    r"|sou\s++capaz\s++de)\s++(?:avaliar|julgar|comparar|classificar)|non\s++(?:posso|riesco\s++a|sono\s++in\s++grado"
    r"\s++di)\s++(?:valutare|giudicare|confrontare)|не\s++могу\s++(?:оценить|оценивать|сравнить|судить))"
)
_OTHER_VERB = (
    r"(?:ik\s++kan\s++(?:\S++\s++){0,3}?niet\s++(?:beoordelen|evalueren|vergelijken)|jag\s++kan\s++inte\s++(?:bed[öo]ma"
    r"|utv[äa]rdera|j[äa]mf[öo]ra)|nie\s++(?:mog[ęe]|potrafi[ęe])\s++(?:oceni[ćc]|por[óo]wna[ćc])|kh[ôo]ng\s++th[ểe]\s++"
    r"(?:đánh\s++giá|so\s++sánh)|tidak\s++(?:dapat|bisa|mampu)\s++(?:menilai|mengevaluasi|membandingkan)"
    r"|لا\s++(?:أستطيع|يمكنني)\s++(?:تقييم|مقارنة))"
)
_OTHER_ANSWERS = r"(?:antwoorden|svar(?:en)?+|odpowiedzi|c[âa]u\s++tr[ảa]\s++l[ờo]i|jawaban|الإجابات|الردود|الأجوبة)"
FOREIGN_REFUSAL = re.compile(
    r"\b" + _ROMANCE_VERB + r"(?:(?:\s++[^\s.!?,;]++){0,3}?\s++" + _ANSWERS + r"\b|\s*+(?=[.!]|$))"
    # German: the object sits between the modal and the negated verb ("ich kann diese Antworten nicht bewerten")
    r"|\bich\s++kann\s++(?:(?:diese|die|beide|keine\s++der)\s++)?+(?:(?:beiden|zwei)\s++)?+(?:antworten\s++|antwort\s++"
    r"|sie\s++|das\s++)?+nicht\s++(?:bewerten|beurteilen|vergleichen|einsch[äa]tzen)\b"
    # Chinese, Japanese, Korean: no spaces; the verb of evaluating after the negated ability, at a sentence's end or
    # before the answers
    r"|(?:无法|不能|没法|无从)(?:评估|评价|评判|判断|比较|打分|评分)(?:这|这些|两个|这两个|它们|个|此|该|份|条)*+(?:回答|答案|回复)?+"
    r"(?=[。.!！]|$)"
    # version 79 (adversarial pass 71 F10): the object before the verb ("我不能对这个回答打分。"), a refusal
    # to help ("我无法协助处理此请求。", "no puedo ayudar con eso", "je ne peux pas répondre à cette
    # demande", "dabei kann ich nicht helfen", "não posso ajudar", "non posso aiutare")
    r"|(?:无法|不能|没法)(?:对|为|给)(?:这|这些|两个|这两个|它们|个|此|该|份|条)*+(?:回答|答案|回复)(?:进行)?+"
    r"(?:评估|评价|评判|判断|比较|打分|评分)|(?:无法|不能)(?:协助|帮助|帮忙)(?:处理|完成)?+(?:此|这个|该|您的|你的)?+"
    r"(?:请求|问题|任务)?+(?=[。.!！]|$)|\b(?:no\s++puedo\s++(?:ayudar(?:te|le|les)?+|cumplir|atender|asistir(?:te|le)?+)"
    r"|n[ãa]o\s++posso\s++(?:ajudar|atender)|non\s++posso\s++(?:aiutar(?:e|ti|la)|soddisfare))(?:\s++[^\s.!?,;]++){0,3}?\s*+"
    r"(?=[.!]|$)|\bje\s++ne\s++(?:peux|puis)\s++pas\s++(?:vous\s++|t['\u2019]\s*+)?+(?:aider|r[ée]pondre\s++[àa]\s++cette"
    r"\s++(?:demande|requ[êe]te))|\b(?:kann\s++ich\s++(?:dir\s++|ihnen\s++|dabei\s++)?+nicht\s++helfen|ich\s++kann\s++"
    r"(?:dir\s++|ihnen\s++|dabei\s++)*+nicht\s++helfen)\b"
    r"|(?:評価|判断|比較|採点)(?:すること)?+(?:は|が)?+できません|(?:평가|판단|비교)(?:할|하는\s*+것은)\s*+수\s*+없"
    # Dutch, Swedish, Polish, Vietnamese, Indonesian, Arabic, Turkish and Hindi (version 70, adversarial pass 60 H5)
    r"|\b" + _OTHER_VERB + r"(?:(?:\s++[^\s.!?,;]++){0,4}?\s++" + _OTHER_ANSWERS + r"|\s*+(?=[.!\u0964]|$))"
    r"|\b(?:de[ğg]erlendiremem|de[ğg]erlendiremiyorum|kar[şs][ıi]la[şs]t[ıi]ramam)\b"
    r"|(?:मूल्यांकन|तुलना)\s++नहीं\s++कर\s++सकत",
    re.IGNORECASE,
)

# a side named in another language: "Asistente B", "l'assistant B", "Assistent B", "ассистент B", "助手B",
# "アシスタントB", "어시스턴트 B", "La salida (b)", "Ausgabe (b)", "输出(b)"
_SIDE = re.compile(
    r"(?:asistente|assistente|assistent|assistant|ассистент\w*+|助手|アシスタント|어시스턴트|salida|sortie|ausgabe|sa[íi]da"
    r"|uscita|输出|出力|출력|respuesta|r[ée]ponse|antwort|resposta|risposta)\s*+\(?+(?P<x>[ab12])(?![a-z0-9])\)?+",
    re.IGNORECASE,
)
# "better" in the languages above (the side said so is the decision), and "equal" (a tie)
_BETTER = re.compile(
    r"\b(?:mejor|meilleure?|besser|melhor|migliore|лучше|sup[ée]rieure?|[üu]berlegen"
    # a preference and "more complete / accurate" (version 70, adversarial pass 60 H3)
    r"|prefiero|pr[ée]f[èe]re|bevorzuge|prefiro|preferisco|предпочитаю|(?:m[áa]s|plus|mais|più)\s++(?:complet[aoe]|precis[aoe]"
    r"|pr[ée]cise?|correct[aoe]|corret[ao]|[úu]til|utile|exact[aoe])|vollst[äa]ndiger|genauer|pr[äa]ziser|hilfreicher)\b"
    r"|更喜欢|偏好|优于|好于|胜过|强于|更胜一筹|更好|更佳|较好|更优|優れ|"
    r"より良い|の方が良い|더\s*+(?:낫|좋|우수)",
    re.IGNORECASE,
)
_EQUAL = re.compile(
    r"\b(?:igualmente|igual\s++de|gleich\s++(?:gut|schlecht)|gleichwertig|aussi\s++bonne?s?|[ée]quivalente?s|ugualmente"
    r"|одинаково|равноценн\w*+|no\s++hay\s++(?:ninguna\s++)?+diferencia|kein(?:en)?+\s++(?:\w++\s++)?+unterschied"
    r"|aucune\s++(?:\w++\s++)?+diff[ée]rence"
    # version 79 (adversarial pass 71 F11): "Es un empate.", "C'est une égalité parfaite.", "se valent"
    r"|empate|[ée]galit[ée]|se\s++valent|pareggio|unentschieden)\b|相当|不相上下|难分高下|同等|同程度|동등|비슷"
    r"|一样好|同样|没有明显(?:的)?+(?:差别|区别|差异)|相近|平局",
    re.IGNORECASE,
)
# a fault of the side a clause names ("el Asistente A no responde", "ignoriert die Wortgrenze", "助手A的计算有误")
_FAULT = re.compile(
    r"\b(?:ignora|ignore\s++(?:la|le|les|l['\u2019])|ignoriert|no\s++responde|comete\s++un\s++error|se\s++equivoca|ne\s++r[ée]pond\s++pas"
    r"|se\s++trompe|beantwortet\s++(?:\w++\s++){0,3}?nicht|n[ãa]o\s++responde|comete\s++um\s++erro|non\s++risponde"
    r"|commette\s++un\s++errore|игнорирует|не\s++отвечает|допускает\s++ошибку"
    # a stated error (version 70, adversarial pass 60 H3, M1): "tiene errores", "enthält Fehler", "包含事实错误"
    r"|(?:tiene|contiene|comete)\s++errores|contient\s++des\s++erreurs|(?:contém|tem)\s++erros|contiene\s++errori"
    r"|(?:enthält|macht|hat|machte)\s++(?:\w++\s++){0,2}?\w*fehler\w*|содержит\s++ошибк\w*"
    r"|es\s++incorrect[ao]|est\s++incorrecte?|ist\s++falsch|[ée]\s++incorret[ao]|è\s++(?:sbagliat[ao]|errat[ao])"
    r"|no\s++sigue|ne\s++suit\s++pas|befolgt\s++(?:\w++\s++){0,2}?nicht|n[ãa]o\s++segue|non\s++segue"
    r"|неверн\w*|неправильн\w*)\b"
    r"|忽略|有误|没有回答|無視|間違|무시|오류|(?<!没有)(?<!不)(?<!无)(?<!没)(?:事实|计算)?+错误",
    re.IGNORECASE,
)
_CLAUSES = re.compile(
    r"[,;，；、]|\b(?:mientras\s++que|alors\s++que|tandis\s++que|w[äa]hrend|enquanto|mentre|тогда\s++как|а|но|pero|mais|aber"
    r"|mas|ma)\b|而|但|が、|지만",
    re.IGNORECASE,
)
# "than" of a comparison: "mejor que", "besser als", "migliore dell'", "лучше, чем", "比"
_THAN = re.compile(
    r"\b(?:que|als|чем|di|del|della|dello|degli|do|da)\b|\bdell['\u2019]|比|优于|好于|胜过|强于", re.IGNORECASE
)
_NEGATION = re.compile(r"\b(?:no|ne|pas|nicht|kein\w*+|n[ãa]o|non|не|ни)\b|不|没|ない|ません|않|없", re.IGNORECASE)
_SENTENCES = re.compile(r"[^.!?。！？\n]++")
_LAST = 3
"""How many sentences from the end are read for a foreign conclusion."""
_SIDE_OF = {"a": "a", "1": "a", "b": "b", "2": "b"}


def foreign_decision(evidence: str) -> str | None:
    """The decision (``"a"``, ``"b"``, ``"tie"``) of the last of the last :data:`_LAST` sentences of ``evidence``
    that says, in one of the languages of :data:`FOREIGN_REFUSAL` (in words English does not share), that one named
    side is better (``Por lo tanto, el Asistente B es mejor.``, ``因此，助手B的回答更好。``; not negated), that both
    are equal (``Beide Antworten sind gleich gut``, ``no hay diferencia``), or that faults one side only (then the
    other side: ``El Asistente A no responde a la pregunta.``, :data:`_FAULT`); else None. Linear: a regex scan per
    sentence of the last 2,000 characters."""
    sentences = [s.group() for s in _SENTENCES.finditer(evidence[-2000:]) if s.group().strip()]
    for sentence in reversed(sentences[-_LAST:]):
        sides = {_SIDE_OF[m.group("x").lower()] for m in _SIDE.finditer(sentence)}
        if _EQUAL.search(sentence) and not sides:
            return "tie"  # "no hay diferencia" is a tie said with a negation
        if _BETTER.search(sentence) and len(sides) == 1 and not _NEGATION.search(sentence):
            return sides.pop()
        if _BETTER.search(sentence) and len(sides) == 2 and not _NEGATION.search(sentence):
            if (first := _compared(sentence)) is not None:
                return first
        if (faulted := _faulted(sentence)) is not None:
            return faulted
    return None


def _compared(sentence: str) -> str | None:
    """The side named before a comparison's "than" (:data:`_THAN`) when the other side is named after it (``El
    Asistente B es mejor que el Asistente A.``, ``助手A比助手B更好。``; parser version 70, adversarial pass 60 H3, M1),
    else None."""
    named = list(_SIDE.finditer(sentence))
    first = _SIDE_OF[named[0].group("x").lower()]
    other = next((m for m in named if _SIDE_OF[m.group("x").lower()] != first), None)
    if other is None or _THAN.search(sentence, named[0].end(), other.start()) is None:
        return None
    return first


def _faulted(sentence: str) -> str | None:
    """The other side when exactly one side of ``sentence`` is faulted in its own clause (:data:`_FAULT`: ``el
    Asistente A no responde``, ``Ausgabe (a) ignoriert die Wortgrenze``), else None."""
    faulted = set()
    for clause in _CLAUSES.split(sentence):
        sides = {_SIDE_OF[m.group("x").lower()] for m in _SIDE.finditer(clause)}
        if len(sides) == 1 and _FAULT.search(clause):
            faulted |= sides
    return ("b" if faulted == {"a"} else "a") if len(faulted) == 1 else None
