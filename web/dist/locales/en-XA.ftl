nav-site = Šîţé ···
nav-home = Ĥömé ···
nav-lobby = Ļöƀƀý ···
nav-watch = Ŵàţçĥ ···
nav-leaderboards = Ļéàđéŕƀöàŕđš ··· ···
signed-in-as = Šîĝñéđ îñ àš ··· ···
nav-account = Àççöûñţ ···
sign-out = Šîĝñ öûţ ···
sign-in-up = Šîĝñ îñ / šîĝñ ûp ··· ···
language-label = Ļàñĝûàĝé ···
theme-auto = Ţĥémé: àš ţĥé šýšţém ··· ···
theme-light = Ţĥémé: ļîĝĥţ ··· ···
theme-dark = Ţĥémé: đàŕķ ··· ···
title-start = Ĥàññîƀàļļ, Ĥñéfàţàfļ, Çĥéšš Fööţƀàļļ — pļàý îñ ţĥé ƀŕöŵšéŕ ··· ··· ··· ··· ··· ···
title-lobby = Ļöƀƀý — fîñđ àñ öppöñéñţ ··· ··· ···
title-join = { $game }: jöîñ ţĥé ĝàmé ··· ··· ···
title-rules = { $game }: ŕûļéš ··· ···
title-games = Ĝàméš ƀéîñĝ pļàýéđ ··· ···
title-tv = ŢV ···
title-tv-game = ŢV: { $game } ··· ···
title-your-move = ● Ýöûŕ mövé · { $title } ··· ··· ···
title-game-over = Ĝàmé övéŕ · { $title } ··· ··· ···
start-heading = Ţĥŕéé ƀöàŕđ ĝàméš, ļîvé îñ ýöûŕ ƀŕöŵšéŕ ··· ··· ··· ···
start-a-game = Šţàŕţ à ĝàmé ··· ···
start-rules = Ŕûļéš ···
play-game = Pļàý { $game } ··· ···
preview-label = { $game }: à pöšîţîöñ ··· ··· ···
start-game = Ĝàmé ···
start-position = Pöšîţîöñ ···
start-position-label = Šţàŕţ pöšîţîöñ ··· ···
start-position-placeholder = šţàŕţ pöšîţîöñ (émpţý: ţĥé ĝàmé'š îñîţîàļ pöšîţîöñ) ··· ··· ··· ··· ··· ···
start-play-against = Pļàý àĝàîñšţ ··· ···
start-opponent = Öppöñéñţ ···
start-opponent-friend = à fŕîéñđ (îñvîţé ļîñķ) ··· ··· ···
start-opponent-computer = ţĥé çömpûţéŕ ··· ···
start-as = àš ···
start-side = Ýöûŕ šîđé ···
start-computer = Çömpûţéŕ ···
start-strength = Ţĥé çömpûţéŕ'š šţŕéñĝţĥ ··· ··· ···
strength-quick = qûîçķ (0.1 š à mövé) ··· ···
strength-medium = méđîûm (0.5 š à mövé) ··· ··· ···
strength-strong = šţŕöñĝ (2 š à mövé) ··· ···
start-clock = Çļöçķ ···
clock-none = ñö çļöçķ ···
clock-fischer = mîñûţéš + îñçŕéméñţ ··· ···
clock-per-turn = fîxéđ ţîmé péŕ ţûŕñ ··· ···
clock-minutes-label = Mîñûţéš éàçĥ ··· ···
clock-increment-label = Îñçŕéméñţ îñ šéçöñđš ··· ···
clock-per-turn-label = Šéçöñđš péŕ ţûŕñ ··· ···
clock-min-plus = mîñ + ···
clock-seconds-a-turn = š à ţûŕñ ···
clock-fischer-invalid = ţĥé çļöçķ ñééđš mîñûţéš àƀövé 0 àñđ àñ îñçŕéméñţ öf 0 öŕ möŕé šéçöñđš ··· ··· ··· ··· ··· ··· ···
clock-per-turn-invalid = ţĥé çļöçķ ñééđš šéçöñđš péŕ ţûŕñ àƀövé 0 ··· ··· ··· ···
start-rated-friend = Ŕàţéđ (ýöûŕ fŕîéñđ šîĝñš îñ ţö jöîñ) ··· ··· ··· ···
start-rated-computer = Ŕàţéđ (ýöûŕ ŕàţîñĝ àñđ ţĥé çömpûţéŕ'š mövé) ··· ··· ··· ··· ···
start-create = Çŕéàţé ĝàmé ··· ···
start-play-computer = Pļàý ţĥé çömpûţéŕ ··· ···
start-computer-unrated = Fŕöm à šéţ pöšîţîöñ, öŕ ŵîţĥ à fîxéđ ţîmé péŕ ţûŕñ öŕ à çļöçķ îñ pàŕţš öf à mîñûţé, ţĥé ĝàmé îš ûñŕàţéđ. ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
computer-level-easy = Éàšý ···
computer-level-medium = Méđîûm ···
computer-level-hard = Ĥàŕđ ···
computer-how-easy = pļàýš à mövé ţĥàţ ŵîñš àţ öñçé ŵĥéñ îţ šééš öñé, àñý ļéĝàļ mövé öţĥéŕŵîšé ··· ··· ··· ··· ··· ··· ··· ···
computer-how-medium = Möñţé Çàŕļö ţŕéé šéàŕçĥ föŕ à ţéñţĥ öf à šéçöñđ à mövé ··· ··· ··· ··· ··· ···
computer-how-hard = Möñţé Çàŕļö ţŕéé šéàŕçĥ föŕ à šéçöñđ à mövé ··· ··· ··· ··· ···
computer-how = { $name }: { $how }. ··· ···
start-rated-needs-clock = à ŕàţéđ ĝàmé ñééđš à çļöçķ: à pļàýéŕ ŵĥö ŵàļķš àŵàý ţĥéñ ļöšéš öñ ţîmé ··· ··· ··· ··· ··· ··· ···
start-rated-initial-position = à ŕàţéđ ĝàmé šţàŕţš fŕöm ţĥé îñîţîàļ pöšîţîöñ: çļéàŕ ţĥé pöšîţîöñ ··· ··· ··· ··· ··· ··· ···
start-challenge-not-taken = { $name } đîđ ñöţ ţàķé ţĥé çĥàļļéñĝé: ţŕý àĝàîñ ··· ··· ··· ··· ···
start-my-games = Ýöûŕ ĝàméš îñ ţĥîš ƀŕöŵšéŕ ··· ··· ···
start-my-game = { $game } àš { $side } ··· ··· ···
start-forget = Föŕĝéţ ···
start-forget-label = Föŕĝéţ { $game } ĝàmé { $id } ··· ··· ···
copy = Çöpý ···
copied = Çöpîéđ ···
play-spectating = Špéçţàţîñĝ ···
play-you-play = Ýöû pļàý { $side } ··· ···
play-rematch = Ñéŵ ĝàmé ŵîţĥ ţĥé šàmé šéţţîñĝš ··· ··· ··· ···
play-seek-again = Šééķ à ñéŵ öppöñéñţ ··· ···
play-hide-result = Ĥîđé ţĥé ŕéšûļţ ţö šéé ţĥé ƀöàŕđ ··· ··· ··· ···
play-choose-action = Çĥööšé àñ àçţîöñ ··· ···
play-choose = Çĥööšé: ···
cancel = Çàñçéļ ···
accept = Àççépţ ···
decline = Đéçļîñé ···
rated = Ŕàţéđ ···
play-undo = Ûñđö šţép ···
play-resign = Ŕéšîĝñ ···
play-resign-confirm = Ŕéšîĝñ ţĥîš ĝàmé? ··· ···
play-offer-draw = Öfféŕ đŕàŵ ···
play-propose-takeback = Pŕöpöšé ţàķéƀàçķ ··· ···
play-takeback-title = Àšķ ţö ţàķé ƀàçķ ýöûŕ ļàšţ mövé ··· ··· ··· ···
play-abort = Àƀöŕţ ĝàmé ···
play-abort-title = Éñđ ţĥé ĝàmé ŵîţĥöûţ à ŕéšûļţ: àļļöŵéđ ûñţîļ ƀöţĥ šîđéš ĥàvé mövéđ ··· ··· ··· ··· ··· ··· ···
play-claim-win = Çļàîm vîçţöŕý ··· ···
play-claim-draw = Çàļļ îţ à đŕàŵ ··· ···
play-previous = Pŕévîöûš pöšîţîöñ ··· ···
play-next = Ñéxţ pöšîţîöñ ··· ···
play-live = Ļîvé ···
play-moves = Mövéš ···
play-every-change = Évéŕý çĥàñĝé ··· ···
play-record = Ŕéçöŕđ ···
play-flip = Fļîp ƀöàŕđ ···
play-flip-title = Ţûŕñ ţĥé ƀöàŕđ àŕöûñđ ··· ··· ···
play-spectator-link = Špéçţàţöŕ ļîñķ ··· ···
play-invite-link = Îñvîţé ļîñķ ··· ···
play-revoke = Ŕévöķé îñvîţàţîöñ ··· ···
play-revoke-confirm = Ŕévöķé ţĥé îñvîţàţîöñ? Ñöƀöđý çàñ ţĥéñ ţàķé ţĥé šéàţ, àñđ ţĥé ĝàmé çàññöţ šţàŕţ. ··· ··· ··· ··· ··· ··· ··· ···
play-sending = Šéñđîñĝ { $move }… ··· ···
play-sending-offline = Šéñđîñĝ { $move }… ñö çöññéçţîöñ ýéţ: îţ ĝöéš àš šööñ àš ţĥé šéŕvéŕ çàñ ƀé ŕéàçĥéđ. ··· ··· ··· ··· ··· ··· ··· ··· ···
play-waiting-join = Ŵàîţîñĝ föŕ ţĥé öppöñéñţ ({ $side }) ţö jöîñ ··· ··· ··· ··· ···
play-waiting-invite = Ŵàîţîñĝ föŕ ţĥé öppöñéñţ ({ $side }) ţö öpéñ ţĥé îñvîţé ļîñķ… ··· ··· ··· ··· ··· ··· ···
play-invitation-revoked-short = Ţĥé îñvîţàţîöñ ŵàš ŕévöķéđ: ţĥîš ĝàmé çàññöţ šţàŕţ ··· ··· ··· ··· ···
play-invitation-revoked = Ţĥé îñvîţàţîöñ föŕ { $side } ŵàš ŕévöķéđ. Ñöƀöđý çàñ ţàķé ţĥé šéàţ, šö ţĥé ĝàmé çàññöţ šţàŕţ; îţ îš àƀöŕţéđ ŵĥéñ îţš àƀàñđöñméñţ ţîmé ĥàš pàššéđ. ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
play-viewing = Vîéŵîñĝ véŕšîöñ { $version } ({ $action }) ··· ··· ··· ··· ···
play-your-move = ýöûŕ mövé ···
play-draw-offered-by = đŕàŵ öfféŕéđ ƀý { $side } ··· ··· ···
play-computer-thinking = Ţĥé çömpûţéŕ îš ţĥîñķîñĝ… ··· ··· ···
play-computer-late = Ţĥé çömpûţéŕ ĥàš ñöţ àñšŵéŕéđ föŕ { $seconds } š (îţ ţĥîñķš { $think } š à mövé): ţĥé šéŕvéŕ màý ƀé ƀûšý. Ţĥé ĝàmé îš ķépţ; îţš mövé ŵîļļ àppéàŕ ĥéŕé ŵĥéñ îţ çöméš. ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
play-legal-failed = Çöûļđ ñöţ ļöàđ ţĥé ļéĝàļ mövéš: { $reason } Ţŕýîñĝ àĝàîñ… ··· ··· ··· ··· ··· ···
play-load-failed = Çöûļđ ñöţ ļöàđ ţĥé ĝàmé: { $reason } Ţŕýîñĝ àĝàîñ… ··· ··· ··· ··· ···
play-unreachable = Ţĥé šéŕvéŕ çöûļđ ñöţ ƀé ŕéàçĥéđ, šö ţĥé àçţîöñ màý ñöţ ĥàvé ƀééñ màđé: ţĥé ƀöàŕđ šĥöŵš ŵĥéţĥéŕ îţ ŵàš. ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
play-no-such-game = Ţĥéŕé îš ñö ĝàmé { $id }: ţĥé ļîñķ îš ŵŕöñĝ, öŕ ţĥé ĝàmé éñđéđ ļöñĝ àĝö àñđ ŵàš ŕémövéđ. ··· ··· ··· ··· ··· ··· ··· ··· ···
play-start-new = Šţàŕţ à ñéŵ ĝàmé ··· ···
game-over = Ĝàmé övéŕ: { $result } ··· ··· ···
game-over-reason = Ĝàmé övéŕ: { $result } — { $reason } ··· ··· ··· ···
why-over = Ţĥé ĝàmé îš övéŕ. ··· ···
why-not-seated = Ţĥé ĝàmé šţàŕţš ŵĥéñ ţĥé öppöñéñţ ĥàš jöîñéđ. ··· ··· ··· ··· ···
why-sending = Šéñđîñĝ… ···
why-past = Ýöû àŕé ļööķîñĝ àţ à pàšţ pöšîţîöñ: pŕéšš Ļîvé ţö pļàý. ··· ··· ··· ··· ··· ···
why-their-turn = Îţ îš { POSSESSIVE($side) } ţûŕñ. ··· ··· ··· ···
why-loading = Ļöàđîñĝ ţĥé ļéĝàļ mövéš… ··· ··· ···
why-not-possible = Ñöţ pöššîƀļé ñöŵ. ··· ···
why-no-undo = Ţĥéŕé îš ñö šţép öf ţĥîš ţûŕñ ţö ûñđö. ··· ··· ··· ···
why-takeback-pending = À ţàķéƀàçķ pŕöpöšàļ îš péñđîñĝ. ··· ··· ··· ···
gone-you = Ýöû ŵéŕé àŵàý: ţĥé öppöñéñţ màý çļàîm ţĥé ĝàmé ··· ··· ··· ··· ···
gone-opponent = Ýöûŕ öppöñéñţ ļéfţ ţĥé ĝàmé ··· ··· ···
gone-side = { $side } ļéfţ ţĥé ĝàmé ··· ··· ···
gone-you-can-claim = Ýöû çàñ çļàîm ţĥé vîçţöŕý îñ { $seconds } š. ··· ··· ··· ··· ···
gone-can-be-claimed = Ţĥé ĝàmé çàñ ƀé çļàîméđ îñ { $seconds } š. ··· ··· ··· ··· ···
draw-you-offered = Ýöû öfféŕéđ à đŕàŵ; ŵàîţîñĝ föŕ ţĥé àñšŵéŕ. ··· ··· ··· ··· ···
draw-offered-by = Đŕàŵ öfféŕéđ ƀý { $side }. ··· ··· ···
draw-lapsed = { $who ->
    [you] Ýöûŕ đŕàŵ öfféŕ ··· ···
   *[other] { POSSESSIVE($side) } đŕàŵ öfféŕ ··· ··· ··· ···
} lapsed: a move was made instead of an answer
draw-declined = { $who ->
    [you] Ýöûŕ đŕàŵ öfféŕ ··· ···
   *[other] { POSSESSIVE($side) } đŕàŵ öfféŕ ··· ··· ··· ···
} was declined
takeback-you-proposed = Ýöû pŕöpöšéđ à ţàķéƀàçķ; ŵàîţîñĝ föŕ ţĥé àñšŵéŕ. ··· ··· ··· ··· ···
takeback-proposed-by = Ţàķéƀàçķ pŕöpöšéđ ƀý { $side }. ··· ··· ··· ···
takeback-you-proposed-short = Ýöû pŕöpöšéđ à ţàķéƀàçķ ··· ··· ···
takeback-proposed-by-short = Ţàķéƀàçķ pŕöpöšéđ ƀý { $side } ··· ··· ···
takeback-accepted = { $who ->
    [you] Ýöûŕ ţàķéƀàçķ pŕöpöšàļ ··· ··· ···
   *[other] { POSSESSIVE($side) } ţàķéƀàçķ pŕöpöšàļ ··· ··· ··· ···
} was accepted: back to { POSSESSIVE($mover) } move
takeback-lapsed = { $who ->
    [you] Ýöûŕ ţàķéƀàçķ pŕöpöšàļ ··· ··· ···
   *[other] { POSSESSIVE($side) } ţàķéƀàçķ pŕöpöšàļ ··· ··· ··· ···
} lapsed: a move was made instead of an answer
takeback-declined = { $who ->
    [you] Ýöûŕ ţàķéƀàçķ pŕöpöšàļ ··· ··· ···
   *[other] { POSSESSIVE($side) } ţàķéƀàçķ pŕöpöšàļ ··· ··· ··· ···
} was declined
takeback-taken = À mövé ŵàš ţàķéñ ƀàçķ: { POSSESSIVE($side) } mövé àĝàîñ ··· ··· ··· ··· ··· ···
occupant-computer = ţĥé çömpûţéŕ ··· ···
occupant-guest = ĝûéšţ ···
occupant-nobody = ñöƀöđý ýéţ ···
occupant-you = (ýöû) ···
clock-starts = Ţĥé çļöçķš šţàŕţ ŵîţĥ { POSSESSIVE($side) } fîŕšţ mövé. ··· ··· ··· ··· ··· ···
side-white = Ŵĥîţé ···
side-black = Ɓļàçķ ···
side-attackers = Àţţàçķéŕš ···
side-defenders = Đéféñđéŕš ···
side-nobody = ñöƀöđý ···
result-white-won = Ŵĥîţé ŵöñ ···
result-black-won = Ɓļàçķ ŵöñ ···
result-attackers-won = Àţţàçķéŕš ŵöñ ··· ···
result-defenders-won = Đéféñđéŕš ŵöñ ··· ···
result-drawn = Đŕàŵñ ···
result-aborted = Àƀöŕţéđ ···
hb-blurb = Fööţƀàļļ pļàýéđ ļîķé çĥéšš öñ à 9 × 13 fîéļđ ŵîţĥ ţŵö ĝöàļš: Möñķéýš, Ļîöñš, Éļépĥàñţš àñđ Ĥöŕšéš çàŕŕý, pàšš àñđ ķîçķ öñé ƀàļļ. Ûp ţö föûŕ šţépš à ţûŕñ; à ĝöàļ ŵîñš. ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
hb-summary = { $side } ţö mövé · { $left } öf { $limit } šţépš ļéfţ ··· ··· ··· ··· ··· ···
hb-red-card-remove = ŕéđ çàŕđ: màý ŕémövé à pîéçé ··· ··· ···
hb-end-turn = Éñđ ţûŕñ ···
hn-blurb = Ţĥé Vîķîñĝ šîéĝé ĝàmé öñ 11 × 11: ţĥé Đéféñđéŕš ƀŕîñĝ ţĥéîŕ Ķîñĝ ţö à çöŕñéŕ, ţĥé Àţţàçķéŕš, ţŵîçé àš màñý, ţŕý ţö šûŕŕöûñđ ĥîm. ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
hn-summary = { $side } ţö mövé · mövé { $move } ··· ··· ··· ···
cf-blurb = Ţĥé pîéçéš öf à çĥéšš šéţ pļàý fööţƀàļļ öñ à çĥéšš ƀöàŕđ: pļàçé à ţéàm öf šîx, çàŕŕý àñđ pàšš ţĥé ƀàļļ ŵîţĥ çĥéšš mövéš, àñđ šçöŕé îñ ţŵö ĥàļvéš öf 45 mövéš éàçĥ. ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
cf-summary = { $side } { $phase ->
    [place] ţö pļàçé ···
    [kickoff] ţö ķîçķ öff ··· ···
   *[play] ţö mövé ···
} · half { $half } · { $phase ->
    [place] pļàçéméñţ ···
    [kickoff] ķîçķ-öff ···
   *[play] pļàý ···
} · score { $score }
cf-no-move = Ñö mövé (--) ··· ···
end-full-time = fûļļ ţîmé ···
end-resignation = ŕéšîĝñàţîöñ ··· ···
end-draw-agreed = đŕàŵ àĝŕééđ ··· ···
end-timeout = öûţ öf ţîmé ··· ···
end-abandoned = ñö fîŕšţ mövé îñ ţîmé ··· ··· ···
end-aborted = àƀöŕţéđ ƀý à pļàýéŕ ··· ···
end-opponent-left = ţĥé öppöñéñţ ļéfţ ··· ···
end-goal = ĝöàļ ···
end-own-goal = öŵñ ĝöàļ ···
end-no-legal-step = ñö ļéĝàļ šţép ··· ···
end-king-escaped = ţĥé Ķîñĝ éšçàpéđ ţö à çöŕñéŕ ··· ··· ···
end-exit-fort = éxîţ föŕţ ···
end-king-captured = ţĥé Ķîñĝ ŵàš çàpţûŕéđ ··· ··· ···
end-encirclement = éñçîŕçļéméñţ ··· ···
end-no-legal-move = ñö ļéĝàļ mövé ··· ···
end-move-limit = ţĥé mövé ļîmîţ ŵàš ŕéàçĥéđ ··· ··· ···
end-perpetual-repetition = à pöšîţîöñ šţööđ föŕ ţĥé ţĥîŕđ ţîmé (péŕpéţûàļ ŕépéţîţîöñ: ţĥé Đéféñđéŕš ļöšé) ··· ··· ··· ··· ··· ··· ··· ···
fact-turn = Ţûŕñ ···
fact-to-move = Ţö mövé ···
fact-steps-left = Šţépš ļéfţ ···
fact-steps-of = { $left } öf { $limit } ··· ··· ···
fact-ball = Ɓàļļ ···
fact-ball-loose = ļööšé öñ { $square } ··· ···
fact-ball-on = { $side } öñ { $square } ··· ··· ···
fact-ball-at = öñ { $square } ··· ···
fact-red-card = Ŕéđ çàŕđ ···
fact-red-card-may = { $side } màý ŕémövé à pîéçé ··· ··· ···
fact-red-card-used = { $side } ĥàš ûšéđ ţĥé péñàļţý ··· ··· ···
fact-none = ñöñé ···
fact-this-turn = Ţĥîš ţûŕñ ···
fact-score = Šçöŕé ···
fact-half = Ĥàļf ···
fact-phase = Pĥàšé ···
cf-phase = { $phase ->
    [place] pļàçéméñţ ···
    [kickoff] ķîçķ-öff ···
   *[play] pļàý ···
}
fact-moves = Mövéš ···
fact-kicking-off = Ķîçķîñĝ öff ··· ···
fact-moves-made = Mövéš màđé ···
fact-king = Ķîñĝ ···
fact-king-captured = çàpţûŕéđ ···
fact-last-move = Ļàšţ mövé ···
play-sounds = Šöûñđš ···
conn-connecting = çöññéçţîñĝ ···
conn-live = ļîvé ···
conn-reconnecting = ŕéçöññéçţîñĝ… ··· ···
conn-ended = ĝàmé övéŕ ···
rematch-offer = Ŕémàţçĥ (šîđéš šŵàppéđ) ··· ··· ···
rematch-offered = Ŕémàţçĥ öfféŕéđ: ŵàîţîñĝ föŕ ýöûŕ öppöñéñţ… ··· ··· ··· ··· ···
rematch-offered-to-you = Ýöûŕ öppöñéñţ öfféŕš à ŕémàţçĥ. ··· ··· ··· ···
rematch-accept = Àççépţ ţĥé ŕémàţçĥ ··· ···
rematch-starts = Ţĥé ŕémàţçĥ šţàŕţš… ··· ···
rematch-expired = Ţĥé ŕémàţçĥ öfféŕ ĥàš éxpîŕéđ. ··· ··· ···
span-days = { $n ->
    [one] { $n } đàý ···
   *[other] { $n } đàýš ··· ···
}
span-hours = { $n } ĥ ···
span-minutes = { $n } mîñ ···
span-seconds = { $n } š ···
control-fischer = { $initial } + { $increment } ··· ··· ···
control-delay = { $initial }, đéļàý { $delay } ··· ··· ···
control-per-turn = { $span } péŕ ţûŕñ ··· ···
versus-title = { $first } vš { $second } · { $game } ··· ··· ··· ···
join-back = Ɓàçķ ţö ýöûŕ šéàţ ({ $side }) ··· ··· ···
join-anyway = Ţàķé ţĥé öţĥéŕ šéàţ àñýŵàý ··· ··· ···
join-own = Ţĥîš îš ţĥé îñvîţé ļîñķ föŕ ýöûŕ öppöñéñţ. Ýöû çŕéàţéđ ţĥîš ĝàmé àñđ pļàý { $side }: šéñđ ţĥîš ļîñķ ţö ţĥé péŕšöñ ýöû ŵàñţ ţö pļàý; îţ ŵöŕķš öñçé. ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
join-taking = Ţàķîñĝ ýöûŕ šéàţ… ··· ···
join-spectate = Špéçţàţé ţĥé ĝàmé ··· ···
join-unusable = Ţĥîš îñvîţàţîöñ çàññöţ ƀé ûšéđ. ··· ··· ··· ···
join-not-yet = Çöûļđ ñöţ ţàķé ţĥé šéàţ ýéţ. ··· ··· ···
try-again = Ţŕý àĝàîñ ···
missing-title = Pàĝé ñöţ föûñđ ··· ···
missing-tab-title = { $title } — Pļàý ƀöàŕđ ĝàméš ··· ··· ···
missing-text = Ţĥéŕé îš ñö pàĝé àţ { $path }: ţĥé àđđŕéšš màý ƀé mîšţýpéđ, öŕ ţĥé ļîñķ ţĥàţ ļéđ ĥéŕé îš öûţ öf đàţé. ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
missing-start = Ĝö ţö ţĥé šţàŕţ pàĝé ··· ···
missing-elsewhere = Éļšéŵĥéŕé öñ ţĥîš šîţé ··· ··· ···
missing-home = Ĥömé: pļàý à ĝàmé ··· ···
missing-lobby = Ţĥé ļöƀƀý ···
wait-moment = à möméñţ ···
wait-second = à šéçöñđ ···
wait-seconds = { $n } š ···
wait-minutes = { $n } mîñ ···
sign-in-to = Šîĝñ îñ ţö { $doing }. ··· ··· ···
doing-offer-rematch = öfféŕ à ŕémàţçĥ ··· ···
doing-play-rated = pļàý à ŕàţéđ ĝàmé ··· ···
doing-play-seat = pļàý ţĥîš šéàţ ··· ···
doing-take-rated-seat = ţàķé à šéàţ îñ ţĥîš ŕàţéđ ĝàmé ··· ··· ···
failure-unreachable = Ţĥé šéŕvéŕ çöûļđ ñöţ ƀé ŕéàçĥéđ: çĥéçķ ýöûŕ çöññéçţîöñ; ţĥé pàĝé ţŕîéš àĝàîñ. ··· ··· ··· ··· ··· ··· ··· ···
failure-unreachable-plain = Ţĥé šéŕvéŕ çöûļđ ñöţ ƀé ŕéàçĥéđ: çĥéçķ ýöûŕ çöññéçţîöñ. ··· ··· ··· ··· ··· ···
failure-deadline = Ţĥé šéŕvéŕ đîđ ñöţ àñšŵéŕ îñ ţîmé: çĥéçķ ýöûŕ çöññéçţîöñ àñđ ţŕý àĝàîñ. ··· ··· ··· ··· ··· ··· ··· ···
failure-cancelled = Ţĥé ŕéqûéšţ ŵàš çàñçéļļéđ. ··· ··· ···
failure-unknown = Šöméţĥîñĝ ŵéñţ ŵŕöñĝ. Ŕéļöàđ ţĥé pàĝé àñđ ţŕý àĝàîñ. ··· ··· ··· ··· ··· ···
failure-refused = Ţĥé šéŕvéŕ ŕéfûšéđ: { $message } ··· ··· ··· ···
failure-refused-plain = Ţĥé šéŕvéŕ ŕéfûšéđ. Ŕéļöàđ ţĥé pàĝé àñđ ţŕý àĝàîñ. ··· ··· ··· ··· ···
reason-invalid-game-id = Ţĥîš ĝàmé'š àđđŕéšš îš ñöţ ŕîĝĥţ: çĥéçķ ţĥé ļîñķ ýöû ŵéŕé šéñţ. ··· ··· ··· ··· ··· ··· ···
reason-invalid-position = Ţĥîš šţàŕţ pöšîţîöñ çàññöţ ƀé ŕéàđ ({ $detail }). Çĥéçķ îţ, öŕ ļéàvé ţĥé fîéļđ émpţý ţö šţàŕţ fŕöm ţĥé ûšûàļ pöšîţîöñ. ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
reason-invalid-position-plain = Ţĥîš šţàŕţ pöšîţîöñ çàññöţ ƀé ŕéàđ. Çĥéçķ îţ, öŕ ļéàvé ţĥé fîéļđ émpţý ţö šţàŕţ fŕöm ţĥé ûšûàļ pöšîţîöñ. ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
reason-invalid-action = Ţĥé pàĝé šéñţ à mövé ţĥé ĝàmé çàññöţ ŕéàđ. Ŕéļöàđ ţĥé pàĝé àñđ ţŕý àĝàîñ. ··· ··· ··· ··· ··· ··· ··· ···
reason-invalid-request-id = Ţĥé pàĝé šéñţ à ŕéqûéšţ ţĥé šéŕvéŕ çàññöţ àççépţ. Ŕéļöàđ ţĥé pàĝé àñđ ţŕý àĝàîñ. ··· ··· ··· ··· ··· ··· ··· ···
reason-request-id-reused = Ţĥé pàĝé šéñţ à ŕéqûéšţ ţĥé šéŕvéŕ çàññöţ àççépţ. Ŕéļöàđ ţĥé pàĝé àñđ ţŕý àĝàîñ. ··· ··· ··· ··· ··· ··· ··· ···
reason-malformed-request = Ţĥé pàĝé šéñţ à ŕéqûéšţ ţĥé šéŕvéŕ çàññöţ ŕéàđ. Ŕéļöàđ ţĥé pàĝé àñđ ţŕý àĝàîñ. ··· ··· ··· ··· ··· ··· ··· ···
reason-invalid-argument = Ţĥé pàĝé šéñţ à ŕéqûéšţ ţĥé šéŕvéŕ çàññöţ àççépţ. Ŕéļöàđ ţĥé pàĝé àñđ ţŕý àĝàîñ. ··· ··· ··· ··· ··· ··· ··· ···
reason-invalid-cursor = Ţĥé pàĝé ļöšţ îţš pļàçé îñ ţĥé ļöƀƀý'š ļîšţ. Ŕéļöàđ ţĥé pàĝé àñđ ţŕý àĝàîñ. ··· ··· ··· ··· ··· ··· ··· ···
reason-invalid-key = Ţĥîš ƀŕöŵšéŕ'š ĝûéšţ ķéý îš ñöţ öñé ţĥé ļöƀƀý àççépţš. Ŕéļöàđ ţĥé pàĝé àñđ ţŕý àĝàîñ. ··· ··· ··· ··· ··· ··· ··· ··· ···
reason-invalid-page-token = Ţĥé ļîšţ çĥàñĝéđ: ŕéļöàđ ţĥé pàĝé ţö šéé îţ fŕöm ţĥé šţàŕţ. ··· ··· ··· ··· ··· ···
reason-invalid-filter = Ţĥîš fîļţéŕ çàññöţ ƀé ûšéđ: çĥéçķ ţĥé öppöñéñţ'š ñàmé. ··· ··· ··· ··· ··· ···
reason-invalid-range = Ţĥé ļöŵéšţ ŕàţîñĝ àšķéđ föŕ îš àƀövé ţĥé ĥîĝĥéšţ: çĥéçķ ţĥé ŕàñĝé. ··· ··· ··· ··· ··· ··· ···
reason-invalid-side = Ţĥàţ šîđé îš ñöţ öñé öf ţĥîš ĝàmé'š: çĥööšé öñé fŕöm ţĥé ļîšţ. ··· ··· ··· ··· ··· ··· ···
reason-invalid-time-control = Ţĥîš çļöçķ çàññöţ ƀé ûšéđ: çĥööšé ŵĥöļé mîñûţéš àñđ šéçöñđš, öŕ đàýš péŕ mövé (1, 2, 3, 5, 7, 10 öŕ 14), ŵîţĥîñ ţĥé ļîmîţš. ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
reason-unknown-pool = Ţĥéŕé îš ñö šûçĥ ŕàţîñĝ pööļ: çĥööšé ļîvé öŕ çöŕŕéšpöñđéñçé. ··· ··· ··· ··· ··· ···
reason-invalid-bot = Ţĥé çömpûţéŕ çàññöţ pļàý ŵîţĥ ţĥéšé šéţţîñĝš: çĥööšé àñöţĥéŕ çömpûţéŕ pļàýéŕ öŕ ţĥîñķ ţîmé. ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
reason-missing-field = Šöméţĥîñĝ îš mîššîñĝ: fîļļ îñ évéŕý fîéļđ àñđ ţŕý àĝàîñ. ··· ··· ··· ··· ··· ···
reason-invalid-text = À fîéļđ ĥöļđš çĥàŕàçţéŕš ţĥàţ àŕé ñöţ àļļöŵéđ (šûçĥ àš ļîñé ƀŕéàķš öŕ çöñţŕöļ çĥàŕàçţéŕš): ŕémövé ţĥém àñđ ţŕý àĝàîñ. ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
reason-text-too-long = À fîéļđ îš ţöö ļöñĝ: šĥöŕţéñ îţ àñđ ţŕý àĝàîñ. ··· ··· ··· ··· ···
reason-unknown-game = Ţĥéŕé îš ñö šûçĥ ĝàmé ĥéŕé: çĥööšé öñé fŕöm ţĥé ļîšţ. ··· ··· ··· ··· ··· ···
reason-unknown-format = Ţĥàţ ĝàmé çàññöţ ŕéàđ ŕéçöŕđš ŵŕîţţéñ ţĥàţ ŵàý: çĥööšé àñöţĥéŕ föŕmàţ öŕ ĝàmé. ··· ··· ··· ··· ··· ··· ··· ···
reason-too-many-records = Ţĥàţ îš ţöö màñý ŕéçöŕđš föŕ öñé împöŕţ: šéñđ àţ möšţ 2,000 àţ à ţîmé. ··· ··· ··· ··· ··· ··· ···
reason-chat-too-fast = Öñé méššàĝé évéŕý féŵ šéçöñđš: ŵàîţ à möméñţ. ··· ··· ··· ··· ···
reason-chat-limit = Ţĥîš ĝàmé ĥàš ĥàđ àļļ ţĥé méššàĝéš îţ màý ĥàvé. ··· ··· ··· ··· ···
reason-invalid-chat = Ţĥàţ îš ñöţ öñé öf ţĥé méššàĝéš à ĝàmé öfféŕš. ··· ··· ··· ··· ···
reason-invalid-push-endpoint = Ţĥîš ƀŕöŵšéŕ'š pûšĥ àđđŕéšš ŵàš ñöţ àççépţéđ: ţûŕñ pûšĥ öff àñđ öñ àĝàîñ. ··· ··· ··· ··· ··· ··· ··· ···
reason-invalid-push-key = Ţĥîš ƀŕöŵšéŕ'š pûšĥ ķéýš ŵéŕé ñöţ àççépţéđ: ţûŕñ pûšĥ öff àñđ öñ àĝàîñ. ··· ··· ··· ··· ··· ··· ··· ···
reason-invalid-quiet-hours = Qûîéţ ĥöûŕš àŕé à šţàŕţ àñđ àñ éñđ ţîmé öf đàý. ··· ··· ··· ··· ···
reason-rematch-offer = Ţĥîš îš à ŕémàţçĥ öfféŕ föŕ ţĥé pļàýéŕš öf öñé ĝàmé: öñļý îţš öţĥéŕ pļàýéŕ çàñ ţàķé îţ, fŕöm ţĥàţ ĝàmé'š pàĝé. ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
reason-illegal-action = Ţĥàţ mövé îš ñöţ àļļöŵéđ: { $detail }. ··· ··· ··· ···
reason-illegal-action-plain = Ţĥàţ mövé îš ñöţ àļļöŵéđ. ··· ··· ···
reason-nothing-to-undo = Ţĥéŕé îš ñö šţép öf ţĥîš ţûŕñ ţö ûñđö. ··· ··· ··· ···
reason-game-over = Ţĥé ĝàmé îš övéŕ: ñö möŕé mövéš çàñ ƀé màđé. ··· ··· ··· ··· ···
reason-game-not-found = Ţĥéŕé îš ñö šûçĥ ĝàmé: ţĥé ļîñķ îš ŵŕöñĝ, öŕ ţĥé ĝàmé éñđéđ ļöñĝ àĝö àñđ ŵàš ŕémövéđ. ··· ··· ··· ··· ··· ··· ··· ··· ···
reason-version-ahead = Ţĥé pàĝé îš àĥéàđ öf ţĥé šéŕvéŕ. Ŕéļöàđ ţĥé pàĝé àñđ ţŕý àĝàîñ. ··· ··· ··· ··· ··· ··· ···
reason-version-conflict = Ţĥé ĝàmé çĥàñĝéđ ƀéföŕé ýöûŕ àçţîöñ àŕŕîvéđ (à mövé ƀý ýöûŕ öppöñéñţ, öŕ fŕöm àñöţĥéŕ ţàƀ): ļööķ àţ ţĥé ƀöàŕđ àñđ ţŕý àĝàîñ. ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
reason-request-expired = Ýöûŕ àçţîöñ ţööķ ţöö ļöñĝ ţö ŕéàçĥ ţĥé šéŕvéŕ: ļööķ àţ ţĥé ƀöàŕđ ţö šéé ŵĥéţĥéŕ îţ ŵàš màđé. ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
reason-unauthenticated = Ţĥîš ļîñķ đöéš ñöţ ĥöļđ à šéàţ îñ ţĥîš ĝàmé: ýöû çàñ ŵàţçĥ ţĥé ĝàmé, ƀûţ ñöţ pļàý îţ. ··· ··· ··· ··· ··· ··· ··· ··· ···
reason-wrong-seat = Ýöûŕ ļîñķ đöéš ñöţ ĥöļđ ţĥîš šéàţ: öpéñ ýöûŕ öŵñ šéàţ'š ļîñķ ţö pļàý. ··· ··· ··· ··· ··· ··· ···
reason-not-your-turn = Îţ îš ñöţ ýöûŕ ţûŕñ: ŵàîţ föŕ ýöûŕ öppöñéñţ'š mövé. ··· ··· ··· ··· ··· ···
reason-seats-open = Ţĥé ĝàmé šţàŕţš ŵĥéñ ýöûŕ öppöñéñţ ĥàš jöîñéđ: šéñđ ţĥém ţĥé îñvîţé ļîñķ. ··· ··· ··· ··· ··· ··· ··· ···
reason-invalid-invitation = Ţĥîš îñvîţàţîöñ ļîñķ îš ñöţ ŕîĝĥţ: àšķ föŕ ţĥé ļîñķ àĝàîñ. ··· ··· ··· ··· ··· ···
reason-invitation-used = Ţĥîš îñvîţàţîöñ ĥàš ƀééñ ûšéđ: šöméƀöđý ĥàš ţàķéñ ţĥé šéàţ àļŕéàđý. Ýöû çàñ šţîļļ ŵàţçĥ ţĥé ĝàmé. ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
reason-invitation-revoked = Ţĥîš îñvîţàţîöñ ŵàš ŵîţĥđŕàŵñ ƀý ţĥé pļàýéŕ ŵĥö çŕéàţéđ ţĥé ĝàmé. Ýöû çàñ šţîļļ ŵàţçĥ ţĥé ĝàmé. ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
reason-no-invitation = Ţĥîš šéàţ ŵàš ñévéŕ öpéñ ţö àñ îñvîţàţîöñ. ··· ··· ··· ··· ···
reason-draw-already-offered = À đŕàŵ öfféŕ îš ŵàîţîñĝ föŕ àñ àñšŵéŕ àļŕéàđý. ··· ··· ··· ··· ···
reason-no-draw-offer = Ţĥéŕé îš ñö đŕàŵ öfféŕ ţö àñšŵéŕ àñý möŕé. ··· ··· ··· ··· ···
reason-not-abortable = Ɓöţĥ šîđéš ĥàvé mövéđ, šö ţĥé ĝàmé çàñ ñö ļöñĝéŕ ƀé àƀöŕţéđ: öfféŕ à đŕàŵ öŕ ŕéšîĝñ. ··· ··· ··· ··· ··· ··· ··· ··· ···
reason-no-claim = Ţĥéŕé îš ñöţĥîñĝ ţö çļàîm ýéţ: ţĥé öppöñéñţ îš ƀàçķ, öŕ ţĥé çöûñţđöŵñ îš ñöţ övéŕ. ··· ··· ··· ··· ··· ··· ··· ··· ···
reason-takeback-already-proposed = À ţàķéƀàçķ pŕöpöšàļ îš ŵàîţîñĝ föŕ àñ àñšŵéŕ àļŕéàđý. ··· ··· ··· ··· ··· ···
reason-no-takeback = Ţĥéŕé îš ñö ţàķéƀàçķ pŕöpöšàļ ţö àñšŵéŕ àñý möŕé: à mövé ŵàš màđé, öŕ îţ ŵàš àñšŵéŕéđ. ··· ··· ··· ··· ··· ··· ··· ··· ···
reason-nothing-to-take-back = Ýöû ĥàvé ñö mövé öf ýöûŕš ţö ţàķé ƀàçķ ýéţ. ··· ··· ··· ··· ···
reason-takebacks-not-allowed = Ţĥîš ĝàmé àļļöŵš ñö ţàķéƀàçķš: ŕàţéđ ĝàméš àŕé pļàýéđ àš ţĥéý šţàñđ. ··· ··· ··· ··· ··· ··· ···
reason-berserk-not-allowed = Ñö ƀéŕšéŕķ ĥéŕé: öñļý îñ àñ àŕéñà ţĥàţ àļļöŵš îţ, öñçé, ƀéföŕé ýöûŕ fîŕšţ mövé. ··· ··· ··· ··· ··· ··· ··· ···
reason-unknown-language = Ţĥé šîţé îš ñöţ ŵŕîţţéñ îñ ţĥàţ ļàñĝûàĝé. ··· ··· ··· ··· ···
reason-game-not-over = À ŕémàţçĥ çàñ ƀé öfféŕéđ öñçé ţĥé ĝàmé îš övéŕ. ··· ··· ··· ··· ···
reason-computer-no-rematch = Ţĥîš çömpûţéŕ öppöñéñţ ţàķéš ñö ŕémàţçĥ öfféŕ: šţàŕţ à ñéŵ ĝàmé ŵîţĥ ţĥé šàmé šéţţîñĝš îñšţéàđ. ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
reason-store-unavailable = Ţĥé šéŕvéŕ çàññöţ ŕéàçĥ îţš ĝàméš jûšţ ñöŵ: ţŕý àĝàîñ îñ à möméñţ. ··· ··· ··· ··· ··· ··· ···
reason-database-unavailable = Pļàýéŕš' àççöûñţš àŕé ñöţ àvàîļàƀļé jûšţ ñöŵ: ţŕý àĝàîñ îñ à möméñţ. ··· ··· ··· ··· ··· ··· ···
reason-shutting-down = Ţĥé šéŕvéŕ îš ŕéšţàŕţîñĝ: ţŕý àĝàîñ îñ à möméñţ. ··· ··· ··· ··· ···
reason-overloaded = Ţĥé šéŕvéŕ îš véŕý ƀûšý jûšţ ñöŵ: ţŕý àĝàîñ îñ à möméñţ. ··· ··· ··· ··· ··· ···
reason-busy = Ţĥé šéŕvéŕ îš ƀûšý: ţŕý àĝàîñ îñ { $wait }. ··· ··· ··· ··· ···
reason-rate-limited = Ţöö màñý ŕéqûéšţš îñ à šĥöŕţ ţîmé: ŵàîţ { $wait } àñđ ţŕý àĝàîñ. ··· ··· ··· ··· ··· ··· ···
reason-too-many-challenges = Ţöö màñý šééķš àñđ çĥàļļéñĝéš àţ öñçé: ŵàîţ { $wait } àñđ ţŕý àĝàîñ. ··· ··· ··· ··· ··· ··· ···
reason-request-too-large = Ţĥîš ŕéqûéšţ îš ţöö ļàŕĝé föŕ ţĥé šéŕvéŕ: šĥöŕţéñ ŵĥàţ ýöû éñţéŕéđ. ··· ··· ··· ··· ··· ··· ···
reason-metadata-too-large = Ţĥîš ŕéqûéšţ îš ţöö ļàŕĝé föŕ ţĥé šéŕvéŕ. Ŕéļöàđ ţĥé pàĝé àñđ ţŕý àĝàîñ. ··· ··· ··· ··· ··· ··· ··· ···
reason-response-too-large = Ţĥé àñšŵéŕ îš ţöö ļàŕĝé ţö šéñđ. ··· ··· ··· ···
reason-request-timeout = Ţĥé šéŕvéŕ ţööķ ţöö ļöñĝ ţö àñšŵéŕ: ţŕý àĝàîñ. ··· ··· ··· ··· ···
reason-internal = Šöméţĥîñĝ ŵéñţ ŵŕöñĝ öñ ţĥé šéŕvéŕ: ţŕý àĝàîñ, àñđ ŕéļöàđ ţĥé pàĝé îf îţ ķéépš ĥàppéñîñĝ. ··· ··· ··· ··· ··· ··· ··· ··· ···
reason-name-taken = Ţĥé ñàmé “{ $name }” îš ţàķéñ: çĥööšé àñöţĥéŕ. ··· ··· ··· ··· ···
reason-name-confusable = Ţĥé ñàmé “{ $name }” ļööķš ţöö mûçĥ ļîķé “{ $confusable_with }”, à pļàýéŕ'š ñàmé àļŕéàđý ţàķéñ: çĥööšé àñöţĥéŕ. ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
reason-name-confusable-any = Ţĥé ñàmé “{ $name }” ļööķš ţöö mûçĥ ļîķé à pļàýéŕ'š ñàmé àļŕéàđý ţàķéñ: çĥööšé àñöţĥéŕ. ··· ··· ··· ··· ··· ··· ··· ··· ···
reason-invalid-name = Ţĥîš ñàmé çàññöţ ƀé ûšéđ. À ñàmé îš 3 ţö 24 çĥàŕàçţéŕš: ļéţţéŕš à–ž, đîĝîţš, _ àñđ -, šţàŕţîñĝ ŵîţĥ à ļéţţéŕ. ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
reason-invalid-name-reserved = Ţĥîš ñàmé îš ķépţ föŕ ţĥé šéŕvîçé: çĥööšé àñöţĥéŕ. ··· ··· ··· ··· ···
reason-invalid-password = À pàššŵöŕđ îš 8 ţö 128 çĥàŕàçţéŕš ļöñĝ, ñöţ öñļý špàçéš, àñđ ñöţ öñé öf ţĥé möšţ çömmöñ pàššŵöŕđš (ļîķé “pàššŵöŕđ1”): çĥööšé à ļöñĝéŕ öŕ ļéšš çömmöñ öñé. ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
reason-bad-credentials = Ŵŕöñĝ ñàmé öŕ pàššŵöŕđ: çĥéçķ ƀöţĥ àñđ ţŕý àĝàîñ. ··· ··· ··· ··· ···
reason-not-signed-in = Šîĝñ îñ ţö çöñţîñûé. ··· ···
reason-too-many-attempts = Ţöö màñý šîĝñ-îñ àţţémpţš: ŵàîţ { $wait } àñđ ţŕý àĝàîñ. ··· ··· ··· ··· ··· ···
reason-bot-account = Ţĥîš îš à ƀöţ'š àççöûñţ: à ƀöţ šîĝñš îñ fŕöm îţš pŕöĝŕàm, ñöţ fŕöm à ƀŕöŵšéŕ. ··· ··· ··· ··· ··· ··· ··· ···
reason-not-a-bot = Öñļý à ƀöţ'š àççöûñţ pļàýš ţĥé ƀöţš' ļàđđéŕ ĝàméš. ··· ··· ··· ··· ···
reason-player-not-found = Ñöƀöđý îš çàļļéđ “{ $name }”: çĥéçķ ţĥé ñàmé. ··· ··· ··· ··· ···
reason-archived-game-not-found = Ţĥéŕé îš ñö fîñîšĥéđ ĝàmé àţ ţĥîš àđđŕéšš: ţĥé ļîñķ màý ƀé ŵŕöñĝ, öŕ ţĥé ĝàmé îš ñöţ àŕçĥîvéđ (ýéţ). ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
reason-seek-taken = Šöméƀöđý éļšé ţööķ ţĥîš ĝàmé fîŕšţ: àççépţ àñöţĥéŕ, öŕ pöšţ ýöûŕ öŵñ. ··· ··· ··· ··· ··· ··· ···
reason-seek-not-found = Ţĥîš ĝàmé îš ñö ļöñĝéŕ öpéñ. ··· ··· ···
reason-already-seeking = Ýöû àļŕéàđý ĥàvé àñ öpéñ šééķ föŕ ţĥîš ĝàmé ŵîţĥ ţĥîš çļöçķ: îţ îš îñ ţĥé ļîšţ. ··· ··· ··· ··· ··· ··· ··· ···
reason-seek-limit = Ýöû ĥàvé àš màñý öpéñ šééķš àš öñé màý: çàñçéļ öñé fîŕšţ. ··· ··· ··· ··· ··· ···
reason-own-seek = Ţĥîš îš ýöûŕ öŵñ šééķ: ŵàîţ föŕ àñ öppöñéñţ ţö àççépţ îţ. ··· ··· ··· ··· ··· ···
reason-rating-out-of-range = Ýöûŕ ŕàţîñĝ îš öûţšîđé ţĥé ŕàñĝé ţĥîš pļàýéŕ àšķéđ föŕ. ··· ··· ··· ··· ··· ···
reason-not-challenged = Ţĥîš çĥàļļéñĝé îš föŕ àñöţĥéŕ pļàýéŕ. ··· ··· ··· ···
reason-not-ratable = À ŕàţéđ ĝàmé ñééđš à çļöçķ àñđ ţĥé ûšûàļ šţàŕţ pöšîţîöñ: çĥööšé à çļöçķ, öŕ ûñţîçķ Ŕàţéđ. ··· ··· ··· ··· ··· ··· ··· ··· ···
reason-same-player = Ýöû çàññöţ pļàý àĝàîñšţ ýöûŕšéļf: çĥööšé àñöţĥéŕ pļàýéŕ. ··· ··· ··· ··· ··· ···
reason-unknown-rule = Ţĥîš ĝàmé ĥàš ñö šûçĥ ŕûļé öpţîöñ. ··· ··· ··· ···
reason-analysis-busy = Ţĥé éñĝîñé îš ƀûšý ŵîţĥ öţĥéŕ àñàļýšéš: îţ ţŕîéš àĝàîñ îñ à möméñţ. ··· ··· ··· ··· ··· ··· ···
reason-analysis-rate-limited = Ţöö màñý àñàļýšéš îñ à šĥöŕţ ţîmé: ŵàîţ à ļîţţļé ƀéföŕé ţĥé ñéxţ. ··· ··· ··· ··· ··· ··· ···
reason-invalid-record = Ţĥîš ŕéçöŕđ çàññöţ ƀé ŕéàđ: çĥéçķ îţ àĝàîñšţ ţĥé ĝàmé'š ŕéçöŕđ föŕmàţ. ··· ··· ··· ··· ··· ··· ···
reason-too-many-actions = Ţĥîš ĝàmé îš ţöö ļöñĝ ţö àñàļýšé ĥéŕé. ··· ··· ··· ···
reason-invalid-tournament = Ţĥîš évéñţ çàññöţ ƀé màđé àš îţ îš: çĥéçķ îţš { $field }. ··· ··· ··· ··· ··· ···
reason-tournament-not-found = Ţĥéŕé îš ñö évéñţ àţ ţĥîš àđđŕéšš: ţĥé ļîñķ màý ƀé ŵŕöñĝ. ··· ··· ··· ··· ··· ···
reason-tournament-closed = Ţĥîš évéñţ ţàķéš ñö möŕé pļàýéŕš: îţ ĥàš šţàŕţéđ öŕ îš övéŕ. ··· ··· ··· ··· ··· ···
reason-tournament-full = Ţĥîš évéñţ îš fûļļ. ··· ···
reason-tournament-entry = Ţĥîš évéñţ îš föŕ péöpļé öñļý. ··· ··· ···
reason-tournament-entry-bots = Ţĥîš évéñţ îš föŕ ƀöţš öñļý. ··· ··· ···
reason-not-in-tournament = Ýöû ĥàvé ñöţ jöîñéđ ţĥîš évéñţ. ··· ··· ··· ···
reason-wrong-password = Ţĥàţ îš ñöţ ţĥîš évéñţ'š pàššŵöŕđ. ··· ··· ··· ···
reason-tournament-limit = Ýöû ĥàvé màđé àš màñý évéñţš àš öñé màý ĥàvé ĝöîñĝ àţ öñçé: ŵàîţ ûñţîļ öñé fîñîšĥéš. ··· ··· ··· ··· ··· ··· ··· ··· ···
piece-on-square = { $piece } öñ { $square } ··· ··· ···
piece-on-square-ball = { $piece } öñ { $square } ŵîţĥ ţĥé ƀàļļ ··· ··· ··· ···
announce-captured = Çàpţûŕéđ: { $piece } öñ { $square } ··· ··· ··· ···
announce-removed = Ŕémövéđ ƀý ţĥé ŕéđ çàŕđ: { $piece } öñ { $square } ··· ··· ··· ··· ···
choice-move = mövé ţö { $square } ··· ···
choice-capture = çàpţûŕé öñ { $square } ··· ··· ···
choice-goal = { $action } — ĝöàļ ··· ···
hb-piece-monkey = { $side ->
    [white] Ŵĥîţé Möñķéý ··· ···
   *[black] Ɓļàçķ Möñķéý ··· ···
}
hb-piece-lion = { $side ->
    [white] Ŵĥîţé Ļîöñ ···
   *[black] Ɓļàçķ Ļîöñ ···
}
hb-piece-elephant = { $side ->
    [white] Ŵĥîţé Éļépĥàñţ ··· ···
   *[black] Ɓļàçķ Éļépĥàñţ ··· ···
}
hb-piece-horse = { $side ->
    [white] Ŵĥîţé Ĥöŕšé ··· ···
   *[black] Ɓļàçķ Ĥöŕšé ··· ···
}
hb-choice-end-turn = éñđ ţĥé ţûŕñ ··· ···
hb-choice-remove = ŕémövé ţĥé pîéçé öñ { $square } (ŕéđ çàŕđ) ··· ··· ··· ··· ···
hb-choice-carry = çàŕŕý ţĥé ƀàļļ ţö { $square } ··· ··· ···
hb-choice-kick = ķîçķ ţö { $square } ··· ···
hb-choice-ricochet = ķîçķ öff ţĥé Möñķéý öñ { $square }, ŕîçöçĥéţ ţö { $to } ··· ··· ··· ··· ··· ···
hb-why-no-step = ţàķé àţ ļéàšţ öñé šţép fîŕšţ. ··· ··· ···
hb-why-unchanged = ţĥé ƀöàŕđ îš ƀàçķ ŵĥéŕé îţ ŵàš àţ ţĥé šţàŕţ öf ýöûŕ ţûŕñ, àñđ à ţûŕñ mûšţ çĥàñĝé ţĥé pöšîţîöñ: ţàķé àñöţĥéŕ šţép, öŕ Ûñđö. ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
hb-announce-red-card = Ŕéđ çàŕđ: { $side } màý ŕémövé à pîéçé öf { $other } ··· ··· ··· ··· ··· ···
hb-announce-goal = Ĝöàļ! ···
hb-announce-own-goal = Öŵñ ĝöàļ! ···
hb-reason-no-legal-action = ţĥé öţĥéŕ šîđé ĥàđ ñö ļéĝàļ šţép ··· ··· ··· ···
hb-example-kick = Ŵĥîţé öñé ķîçķ fŕöm ĝöàļ ··· ··· ···
hn-piece-attacker = Àţţàçķéŕ ···
hn-piece-defender = Đéféñđéŕ ···
hn-piece-king = Ķîñĝ ···
hn-announce-king-danger = Ţĥé Ķîñĝ îš îñ đàñĝéŕ: àţţàçķéŕš öñ { $n } öf ĥîš 4 šîđéš ··· ··· ··· ··· ··· ···
hn-reason-king-escaped = ţĥé Ķîñĝ éšçàpéđ ţö à çöŕñéŕ ··· ··· ···
hn-reason-exit-fort = ţĥé Ķîñĝ éšçàpéđ îñ àñ éxîţ föŕţ ··· ··· ··· ···
hn-reason-king-captured = ţĥé Ķîñĝ ŵàš çàpţûŕéđ ··· ··· ···
hn-reason-encirclement = ţĥé Đéféñđéŕš ŵéŕé éñçîŕçļéđ ··· ··· ···
hn-reason-no-legal-move = ţĥé öţĥéŕ šîđé ĥàđ ñö ļéĝàļ mövé ··· ··· ··· ···
hn-reason-repetition = à pöšîţîöñ šţööđ föŕ ţĥé ţĥîŕđ ţîmé (péŕpéţûàļ ŕépéţîţîöñ: ţĥé Đéféñđéŕš ļöšé) ··· ··· ··· ··· ··· ··· ··· ···
hn-example-corner = Ţĥé Ķîñĝ öñé mövé fŕöm à çöŕñéŕ ··· ··· ··· ···
cf-piece-king = { $side ->
    [white] Ŵĥîţé Ķîñĝ ···
   *[black] Ɓļàçķ Ķîñĝ ···
}
cf-piece-queen = { $side ->
    [white] Ŵĥîţé Qûééñ ··· ···
   *[black] Ɓļàçķ Qûééñ ··· ···
}
cf-piece-rook = { $side ->
    [white] Ŵĥîţé Ŕööķ ···
   *[black] Ɓļàçķ Ŕööķ ···
}
cf-piece-bishop = { $side ->
    [white] Ŵĥîţé Ɓîšĥöp ··· ···
   *[black] Ɓļàçķ Ɓîšĥöp ··· ···
}
cf-piece-knight = { $side ->
    [white] Ŵĥîţé Ķñîĝĥţ ··· ···
   *[black] Ɓļàçķ Ķñîĝĥţ ··· ···
}
cf-piece-pawn = { $side ->
    [white] Ŵĥîţé Pàŵñ ···
   *[black] Ɓļàçķ Pàŵñ ···
}
cf-kind-king = Ķîñĝ ···
cf-kind-queen = Qûééñ ···
cf-kind-rook = Ŕööķ ···
cf-kind-bishop = Ɓîšĥöp ···
cf-kind-knight = Ķñîĝĥţ ···
cf-kind-pawn = Pàŵñ ···
cf-choice-place = pļàçé à { $piece } öñ { $square } ··· ··· ··· ···
cf-choice-pass = pàšš ţö { $square } ··· ···
cf-choice-none = ñö mövé ···
cf-choice-promote = { $action }, pŕömöţé ţö { $piece } ··· ··· ··· ···
cf-announce-goal = Ĝöàļ! { $side } šçöŕéš: { $white }–{ $black }. Ţĥé ţéàmš àŕé pļàçéđ àĝàîñ föŕ ţĥé ķîçķ-öff. ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
cf-announce-half-time = Ĥàļf ţîmé: ţĥé šéçöñđ ĥàļf ƀéĝîñš ŵîţĥ à ñéŵ pļàçéméñţ. ··· ··· ··· ··· ··· ···
cf-example-last-moves = Ļàšţ mövéš öf ţĥé màţçĥ, Ŵĥîţé öñé mövé fŕöm ĝöàļ ··· ··· ··· ··· ···
sign-in-link = Šîĝñ îñ ···
chat-hello = Ĥéļļö! ···
chat-good-luck = Ĝööđ ļûçķ! ···
chat-good-game = Ĝööđ ĝàmé! ···
chat-thanks = Ţĥàñķš! ···
chat-well-played = Ŵéļļ pļàýéđ! ··· ···
chat-label = Qûîçķ çĥàţ ···
chat-say = Šàý ţö ýöûŕ öppöñéñţ ··· ···
chat-too-many = Ñöţ šéñţ: öñé méššàĝé évéŕý féŵ šéçöñđš, àñđ à féŵ đöžéñ péŕ ĝàmé. ··· ··· ··· ··· ··· ··· ···
chat-no-connection = Ñöţ šéñţ: ñö çöññéçţîöñ. ··· ··· ···
chat-watching = { $n } ŵàţçĥîñĝ ··· ···
offline-line = Ýöû àŕé öffļîñé: ţĥé pàĝé ŕéçöññéçţš ƀý îţšéļf ŵĥéñ ţĥé çöññéçţîöñ îš ƀàçķ. ··· ··· ··· ··· ··· ··· ··· ···
play-analyse = Àñàļýšé ···
why-draw-pending = À đŕàŵ öfféŕ îš péñđîñĝ. ··· ··· ···
conn-not-found = ñöţ föûñđ ···
play-no-such-game-title = { $game }: ñö šûçĥ ĝàmé ··· ··· ···
board-role = ƀöàŕđ ···
board-label = { $game } ƀöàŕđ ··· ···