rules-heading = { $game }: ţĥé ŕûļéš îñ šĥöŕţ ··· ··· ···
lobby-intro = Fîñđ àñ öppöñéñţ: qûîçķ pàîŕîñĝ, àñ öpéñ ĝàmé ţö àççépţ, ýöûŕ öŵñ ţö ŵàîţ föŕ, öŕ à çĥàļļéñĝé ţö à pļàýéŕ ýöû ķñöŵ. ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
lobby-quick = Qûîçķ pàîŕîñĝ ··· ···
lobby-post = Pöšţ à šééķ ··· ···
lobby-side = Šîđé ···
lobby-random-side = ŕàñđöm šîđé ··· ···
lobby-random = ŕàñđöm ···
lobby-takebacks = Ţàķéƀàçķš ···
lobby-open-games = Öpéñ ĝàméš ···
lobby-player = Pļàýéŕ ···
lobby-empty = Ñöƀöđý îš ŵàîţîñĝ ŕîĝĥţ ñöŵ: pöšţ à šééķ àñđ ŵàîţ ĥéŕé, öŕ çömé ƀàçķ ļàţéŕ. ··· ··· ··· ··· ··· ··· ··· ···
lobby-stop = Šţöp ļööķîñĝ ··· ···
lobby-stopped = Šţöppéđ ļööķîñĝ. ··· ···
lobby-sign-in-accept = Šîĝñ îñ ţö àççépţ ··· ···
lobby-you = ýöû ···
lobby-rated = ŕàţéđ ···
lobby-rated-takebacks = ŕàţéđ, ţàķéƀàçķš ··· ···
lobby-casual = çàšûàļ ···
lobby-waiting = Ŵàîţîñĝ föŕ àñ öppöñéñţ… (ţĥîš pàĝé öpéñš ţĥé ĝàmé ŵĥéñ šöméƀöđý àççépţš) ··· ··· ··· ··· ··· ··· ··· ···
lobby-looking = Ļööķîñĝ föŕ àñ öppöñéñţ: { $game } { $clock }, { $kind }… ··· ··· ··· ··· ··· ···
lobby-paired = Pàîŕéđ: öpéñîñĝ ţĥé ĝàmé… ··· ··· ···
lobby-cancelled = Šééķ çàñçéļļéđ. ··· ···
lobby-starting = Šţàŕţîñĝ ţĥé ĝàmé… ··· ···
lobby-accepted = Šöméƀöđý àççépţéđ: öpéñîñĝ ţĥé ĝàmé… ··· ··· ··· ···
lobby-expired = Ýöûŕ šééķ éxpîŕéđ. ··· ···
lobby-left = Ýöûŕ šééķ ļéfţ ţĥé ļöƀƀý. ··· ··· ···
doing-accept-challenge = àççépţ à çĥàļļéñĝé ··· ···
doing-accept-rated = àççépţ à ŕàţéđ ĝàmé ··· ···
doing-be-told = ƀé ţöļđ öf çĥàļļéñĝéš ··· ··· ···
doing-challenge = çĥàļļéñĝé à pļàýéŕ ··· ···
doing-decline-challenge = đéçļîñé à çĥàļļéñĝé ··· ···
doing-post-rated-seek = pöšţ à ŕàţéđ šééķ ··· ···
rules-hb-board-title = Ţĥé ƀöàŕđ ···
rules-hb-board-1 = 9 × 13 šqûàŕéš àñđ ţŵö ĝöàļš öf ţĥŕéé šqûàŕéš: Ŵĥîţé đéféñđš đ1–f1 àñđ àţţàçķš đ15–f15. ··· ··· ··· ··· ··· ··· ··· ··· ···
rules-hb-board-2 = Éàçĥ šîđé ĥàš à Möñķéý (ţĥé ĝöàļķéépéŕ), 2 Ļîöñš, 4 Éļépĥàñţš àñđ 4 Ĥöŕšéš; öñé Ɓàļļ šţàŕţš îñ ţĥé çéñţŕé. ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
rules-hb-turn-title = À ţûŕñ ···
rules-hb-turn-1 = 1 ţö 4 šţépš (Ŵĥîţé'š fîŕšţ ţûŕñ: 2). À šţép mövéš à pîéçé, çàŕŕîéš ţĥé ƀàļļ, öŕ ķîçķš îţ; Éñđ ţûŕñ fîñîšĥéš éàŕļý. ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
rules-hb-turn-2 = Ţĥé pöšîţîöñ àţ ţĥé éñđ öf à ţûŕñ mûšţ đîfféŕ fŕöm ţĥé öñé àţ îţš šţàŕţ. ··· ··· ··· ··· ··· ··· ··· ···
rules-hb-turn-3 = Ûñđö šţép ţàķéš ƀàçķ à šţép öf ţĥé ţûŕñ. ··· ··· ··· ···
rules-hb-pieces-title = Ţĥé pîéçéš ···
rules-hb-pieces-1 = Ĥöŕšé: jûmpš ļîķé à ķñîĝĥţ (ƀļöçķéđ ŵĥéñ ƀöţĥ šqûàŕéš ƀéţŵééñ àŕé fûļļ); ķîçķš ţö à ñéîĝĥƀöûŕîñĝ šqûàŕé. ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
rules-hb-pieces-2 = Éļépĥàñţ: öñé šqûàŕé àñý ŵàý; ķîçķš à ķñîĝĥţ jûmp àŵàý. ··· ··· ··· ··· ··· ···
rules-hb-pieces-3 = Ļîöñ: öñé šqûàŕé öŕ à ķñîĝĥţ jûmp; ķîçķš ţö à ñéîĝĥƀöûŕîñĝ öŕ ķñîĝĥţ-jûmp šqûàŕé. ··· ··· ··· ··· ··· ··· ··· ··· ···
rules-hb-pieces-4 = Möñķéý: mövéš ļîķé à Ļîöñ îñšîđé îţš öŵñ ĝöàļ àŕéà àñđ ĝöàļ; ķîçķš 1 ţö 5 šqûàŕéš îñ à ļîñé. À ķîçķ öñţö à Möñķéý ŕîçöçĥéţš. ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
rules-hb-captures-title = Çàpţûŕéš àñđ ţĥé ŕéđ çàŕđ ··· ··· ···
rules-hb-captures-1 = Öñļý ţĥé éñémý ƀàļļ-ĥöļđéŕ çàñ ƀé çàpţûŕéđ: mövé öñţö îţ àñđ ýöû ĥöļđ ţĥé ƀàļļ. À ķîçķ ļàñđîñĝ öñ à pîéçé ĝîvéš îţ ţĥé ƀàļļ. ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
rules-hb-captures-2 = Ŕéđ çàŕđ: à šîđé ţĥàţ çļûšţéŕš möŕé ţĥàñ ţĥŕéé pîéçéš (öŕţĥöĝöñàļļý çöññéçţéđ) öŕ ķéépš ţĥé öppöñéñţ fŕöm évéŕ ŕéàçĥîñĝ ţĥé ƀàļļ ļéţš ţĥé öppöñéñţ ŕémövé öñé öfféñđîñĝ pîéçé. ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
rules-hb-winning-title = Ŵîññîñĝ ···
rules-hb-winning-1 = Pûţ ţĥé ƀàļļ îñţö ţĥé öppöñéñţ'š ĝöàļ. Àñ öŵñ ĝöàļ ļöšéš. À šîđé ŵîţĥ ñö ļéĝàļ šţép ļöšéš; ŕéšîĝñàţîöñ, àñ àĝŕééđ đŕàŵ àñđ ţĥé çļöçķ éñđ ĝàméš ţöö. ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
rules-hn-board-title = Ţĥé ƀöàŕđ ···
rules-hn-board-1 = 11 × 11 šqûàŕéš; ţĥé ţĥŕöñé îñ ţĥé çéñţŕé (f6) àñđ ţĥé föûŕ çöŕñéŕš àŕé ŕéšţŕîçţéđ: öñļý ţĥé Ķîñĝ màý šţöp ţĥéŕé. ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
rules-hn-board-2 = 24 Àţţàçķéŕš šûŕŕöûñđ 12 Đéféñđéŕš àñđ ţĥéîŕ Ķîñĝ öñ ţĥé ţĥŕöñé. Ţĥé Àţţàçķéŕš mövé fîŕšţ. ··· ··· ··· ··· ··· ··· ··· ··· ···
rules-hn-moving-title = Mövîñĝ ···
rules-hn-moving-1 = Évéŕý pîéçé mövéš ļîķé à çĥéšš ŕööķ: àñý ñûmƀéŕ öf émpţý šqûàŕéš àļöñĝ à ŕàñķ öŕ fîļé, ñévéŕ jûmpîñĝ. ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
rules-hn-capturing-title = Çàpţûŕîñĝ ···
rules-hn-capturing-1 = À šöļđîéŕ îš çàpţûŕéđ ŵĥéñ îţ îš çļöšéđ ƀéţŵééñ ţŵö éñémîéš (öŕ àñ éñémý àñđ àñ émpţý ŕéšţŕîçţéđ šqûàŕé) àļöñĝ à ļîñé ƀý ţĥé mövîñĝ šîđé. ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
rules-hn-capturing-2 = À ŕöŵ öf šöļđîéŕš öñ ţĥé éđĝé çàñ ƀé çàpţûŕéđ àţ öñçé ƀý à šĥîéļđŵàļļ. ··· ··· ··· ··· ··· ··· ···
rules-hn-king-title = Ţĥé Ķîñĝ ···
rules-hn-king-1 = Ţĥé Ķîñĝ îš çàpţûŕéđ ŵĥéñ šûŕŕöûñđéđ öñ àļļ föûŕ šîđéš (ƀý Àţţàçķéŕš, öŕ ţĥé ţĥŕöñé); ñévéŕ öñ àñ éđĝé šqûàŕé. ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
rules-hn-king-2 = Ĥé éšçàpéš — àñđ ţĥé Đéféñđéŕš ŵîñ — öñ à çöŕñéŕ, öŕ îñ àñ éxîţ föŕţ öñ ţĥé éđĝé. ··· ··· ··· ··· ··· ··· ··· ··· ···
rules-hn-winning-title = Ŵîññîñĝ ···
rules-hn-winning-1 = Ţĥé Đéféñđéŕš ŵîñ ŵĥéñ ţĥé Ķîñĝ éšçàpéš; ţĥé Àţţàçķéŕš ŵĥéñ ĥé îš çàpţûŕéđ öŕ ţĥé Đéféñđéŕš àŕé àļļ éñçļöšéđ. À šîđé ţĥàţ çàññöţ mövé ļöšéš. ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
rules-cf-board-title = Ţĥé ƀöàŕđ àñđ ţĥé ţéàmš ··· ··· ···
rules-cf-board-1 = Ţĥé 8 × 8 çĥéšš ƀöàŕđ; Ŵĥîţé'š ĝöàļ îš ç1–f1, Ɓļàçķ'š ç8–f8; ţĥé ķîçķ-öff šqûàŕéš àŕé é4 àñđ é5. ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
rules-cf-board-2 = Éàçĥ šîđé pļàçéš à ţéàm öf šîx: îţš Ķîñĝ, àţ ļéàšţ ţŵö Pàŵñš àñđ ţĥŕéé möŕé pîéçéš, îñ îţš öŵñ ĥàļf. ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
rules-cf-match-title = Ţĥé màţçĥ ···
rules-cf-match-1 = Ţŵö ĥàļvéš öf àţ möšţ 45 mövéš föŕ éàçĥ šîđé. Pļàçéméñţš đö ñöţ çöûñţ àš mövéš. ··· ··· ··· ··· ··· ··· ··· ···
rules-cf-match-2 = Àfţéŕ à ĝöàļ ţĥé ţéàmš àŕé pļàçéđ àĝàîñ àñđ ţĥé šîđé ţĥàţ çöñçéđéđ ķîçķš öff. ··· ··· ··· ··· ··· ··· ··· ···
rules-cf-moves-title = Mövéš àñđ ţĥé ƀàļļ ··· ···
rules-cf-moves-1 = Pîéçéš mövé àš îñ çĥéšš. Ţĥé ƀàļļ-ĥöļđéŕ çàŕŕîéš ţĥé ƀàļļ, öŕ pàššéš îţ ţö à ţéàm-màţé öñ à šqûàŕé îţ çöûļđ çàpţûŕé öñ. ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
rules-cf-moves-2 = Öñļý ţĥé éñémý ƀàļļ-ĥöļđéŕ çàñ ƀé çàpţûŕéđ; ţĥé çàpţûŕéŕ ţàķéš ţĥé ƀàļļ. À Pàŵñ ŕéàçĥîñĝ ţĥé fàŕ ŕàñķ pŕömöţéš. ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
rules-cf-scoring-title = Šçöŕîñĝ ···
rules-cf-scoring-1 = Ɓŕîñĝ ţĥé ƀàļļ îñţö ţĥé öppöñéñţ'š ĝöàļ. Àţ fûļļ ţîmé ţĥé šîđé ŵîţĥ möŕé ĝöàļš ŵîñš; éqûàļ ĝöàļš îš à đŕàŵ. ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
side-first = fîŕšţ ···
side-second = šéçöñđ ···
players-versus = { $first } vš { $second } ··· ··· ···
game-play = Pļàý ···
game-watch = Ŵàţçĥ ···
game-line = { $game }: { $players }, { $clock }. ··· ··· ··· ···
game-line-rated = { $game }: { $players }, { $clock }, ŕàţéđ. ··· ··· ··· ··· ···
clock-label-fischer = { $minutes } mîñ + { $seconds } š ··· ··· ··· ···
clock-label-days = { $n ->
    [one] { $n } đàý péŕ mövé ··· ···
   *[other] { $n } đàýš péŕ mövé ··· ···
}
clock-label-days-hours = { $n ->
    [one] { $n } đàý ···
   *[other] { $n } đàýš ··· ···
} + { $hours } h per move
lobby-quick-rated = Ýöû àŕé šîĝñéđ îñ: qûîçķ pàîŕîñĝ ļööķš föŕ à ŕàţéđ ĝàmé (ƀöţĥ ŕàţîñĝš çĥàñĝé). ··· ··· ··· ··· ··· ··· ··· ···
lobby-quick-guest = Àš à ĝûéšţ, qûîçķ pàîŕîñĝ ļööķš föŕ à çàšûàļ ĝàmé: öñļý çàšûàļ ĝàméš àŕé öpéñ ţö ĝûéšţš. { $signIn } ţö pļàý ŕàţéđ ĝàméš. ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
challenges-heading = Çĥàļļéñĝéš ···
challenges-guest = Çĥàļļéñĝîñĝ à pļàýéŕ ƀý ñàmé, àñđ ƀéîñĝ çĥàļļéñĝéđ, ñééđ àñ àççöûñţ: { $signIn }. ··· ··· ··· ··· ··· ··· ··· ··· ···
challenges-guest-link = šîĝñ îñ öŕ šîĝñ ûp ··· ···
challenges-to-you = Çĥàļļéñĝéš ţö ýöû ··· ···
challenges-yours = Ýöûŕ çĥàļļéñĝéš ··· ···
challenges-none = Ñö öpéñ çĥàļļéñĝéš. Çĥàļļéñĝé à pļàýéŕ ƀý ñàmé ƀéļöŵ, öŕ fŕöm ţĥéîŕ pŕöfîļé. ··· ··· ··· ··· ··· ··· ··· ···
challenges-games = Ýöûŕ ĝàméš ĝöîñĝ öñ ··· ···
challenge-a-player = Çĥàļļéñĝé à pļàýéŕ ··· ···
challenge-send = Çĥàļļéñĝé ···
challenge-terms = { $game }, { $clock }, { $kind } ··· ··· ··· ···
challenge-sides-random = šîđéš đŕàŵñ àţ ŕàñđöm ··· ··· ···
challenge-you-play = ýöû pļàý { $side } ··· ···
challenge-incoming = { $name }{ $rating } çĥàļļéñĝéš ýöû: { $terms }; { $side }. ··· ··· ··· ··· ··· ···
challenge-outgoing = Ýöû çĥàļļéñĝéđ { $name }: { $terms }; { $side }. ··· ··· ··· ··· ···
challenge-waiting = Ŵàîţîñĝ föŕ { $name }… ··· ··· ···
challenge-accept = Àççépţ ···
challenge-decline-open = Đéçļîñé… ···
challenge-decline = Đéçļîñé ···
challenge-back = Ɓàçķ ···
challenge-cancel = Çàñçéļ ···
challenge-reason = Ŕéàšöñ ···
challenge-decline-label = Đéçļîñé { POSSESSIVE($name) } çĥàļļéñĝé ··· ··· ··· ···
challenge-accepting = Àççépţîñĝ { POSSESSIVE($name) } çĥàļļéñĝé: šţàŕţîñĝ ţĥé ĝàmé… ··· ··· ··· ··· ··· ··· ···
challenge-declined = Ýöû đéçļîñéđ { POSSESSIVE($name) } çĥàļļéñĝé ({ $reason }). ··· ··· ··· ··· ··· ···
challenge-cancelled = Ýöûŕ çĥàļļéñĝé ţö { $name } îš çàñçéļļéđ. ··· ··· ··· ··· ···
challenge-arrived = { $name } çĥàļļéñĝéš ýöû: { $terms }. ··· ··· ··· ···
challenge-accepted-opening = { $name } àççépţéđ: öpéñîñĝ ţĥé ĝàmé… ··· ··· ··· ···
challenge-accepted-elsewhere = { $name } àççépţéđ ýöûŕ çĥàļļéñĝé; ţĥé ƀŕöŵšéŕ ţĥàţ šéñţ îţ öpéñš ţĥé ĝàmé. ··· ··· ··· ··· ··· ··· ··· ···
challenge-sent = Çĥàļļéñĝé šéñţ ţö { $name }: ŵàîţîñĝ föŕ àñ àñšŵéŕ (ţĥîš pàĝé öpéñš ţĥé ĝàmé ŵĥéñ îţ îš àççépţéđ). ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
challenge-gone-declined = { $name } đéçļîñéđ: { $reason }. ··· ··· ··· ···
challenge-gone-accepted = { $name } àççépţéđ ýöûŕ çĥàļļéñĝé. ··· ··· ··· ···
challenge-gone-withdrawn = { $name } ŵîţĥđŕéŵ ţĥéîŕ çĥàļļéñĝé. ··· ··· ··· ···
challenge-gone-expired-mine = Ýöûŕ çĥàļļéñĝé ţö { $name } éxpîŕéđ. ··· ··· ··· ···
challenge-gone-expired = { POSSESSIVE($name) } çĥàļļéñĝé éxpîŕéđ. ··· ··· ··· ···
challenge-gone-left-mine = Ýöûŕ çĥàļļéñĝé ţö { $name } ŵàš ŵîţĥđŕàŵñ: ýöû ļéfţ ţĥé ļöƀƀý. ··· ··· ··· ··· ··· ··· ···
challenge-gone-left = { $name } ļéfţ: ţĥéîŕ çĥàļļéñĝé îš ĝöñé. ··· ··· ··· ···
challenge-gone-mine = Ýöûŕ çĥàļļéñĝé ţö { $name } îš ĝöñé. ··· ··· ··· ···
challenge-gone = { POSSESSIVE($name) } çĥàļļéñĝé îš ĝöñé. ··· ··· ··· ···
challenge-refused-nobody = Ñöƀöđý îš çàļļéđ “{ $name }”: çĥéçķ ţĥé ñàmé (à pļàýéŕ'š pŕöfîļé ĥàš îţ). ··· ··· ··· ··· ··· ··· ··· ···
challenge-refused-self = Ýöû çàññöţ çĥàļļéñĝé ýöûŕšéļf: éñţéŕ àñöţĥéŕ pļàýéŕ'š ñàmé. ··· ··· ··· ··· ··· ···
challenge-refused-already = Ýöû ĥàvé àļŕéàđý çĥàļļéñĝéđ { $name } ţö ţĥîš ĝàmé ŵîţĥ ţĥîš çļöçķ: îţ îš ļîšţéđ ûñđéŕ Ýöûŕ çĥàļļéñĝéš. ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
challenge-refused-not-ratable = À ŕàţéđ ĝàmé ñééđš à çļöçķ: çĥööšé öñé, öŕ ûñţîçķ Ŕàţéđ. ··· ··· ··· ··· ··· ···
challenge-refused-no-name = Éñţéŕ ţĥé ñàmé öf ţĥé pļàýéŕ ţö çĥàļļéñĝé. ··· ··· ··· ··· ···
challenge-refused-closed = Ţĥîš çĥàļļéñĝé îš ñö ļöñĝéŕ öpéñ. ··· ··· ··· ···
decline-none = ñö ŕéàšöñ ĝîvéñ ··· ···
decline-later = ñöţ ñöŵ, àšķ àĝàîñ ļàţéŕ ··· ··· ···
decline-too-fast = ţĥé çļöçķ îš ţöö fàšţ ··· ··· ···
decline-too-slow = ţĥé çļöçķ îš ţöö šļöŵ ··· ··· ···
decline-time-control = ñöţ ŵîţĥ ţĥîš ķîñđ öf çļöçķ ··· ··· ···
decline-casual = öñļý ûñŕàţéđ ĝàméš ··· ···
decline-rated = öñļý ŕàţéđ ĝàméš ··· ···
decline-game = ñöţ ţĥîš ĝàmé ··· ···
decline-no-bot = ñö ĝàméš àĝàîñšţ ƀöţš ··· ··· ···
decline-only-bot = öñļý ĝàméš àĝàîñšţ ƀöţš ··· ··· ···
site-name = Pļàý ƀöàŕđ ĝàméš ··· ···
finished-aborted = àƀöŕţéđ ···
finished-drawn = { $how ->
    [resignation] đŕàŵñ ƀý ŕéšîĝñàţîöñ ··· ···
    [time] đŕàŵñ öñ ţîmé ··· ···
    [agreement] đŕàŵñ ƀý àĝŕééméñţ ··· ···
    [left] đŕàŵñ: ţĥé öppöñéñţ ļéfţ ··· ··· ···
   *[other] đŕàŵñ ···
}
finished-won = { $how ->
    [resignation] ýöû ŵöñ ƀý ŕéšîĝñàţîöñ ··· ··· ···
    [time] ýöû ŵöñ öñ ţîmé ··· ···
    [agreement] ýöû ŵöñ ƀý àĝŕééméñţ ··· ···
    [left] ýöû ŵöñ: ţĥé öppöñéñţ ļéfţ ··· ··· ···
   *[other] ýöû ŵöñ ···
}
finished-lost = { $how ->
    [resignation] ýöû ļöšţ ƀý ŕéšîĝñàţîöñ ··· ··· ···
    [time] ýöû ļöšţ öñ ţîmé ··· ···
    [agreement] ýöû ļöšţ ƀý àĝŕééméñţ ··· ··· ···
    [left] ýöû ļöšţ: ţĥé öppöñéñţ ļéfţ ··· ··· ···
   *[other] ýöû ļöšţ ···
}
notice-started = Ýöûŕ ĝàmé šţàŕţéđ: { $game } ··· ··· ···
notice-finished = Ýöûŕ ĝàmé îš övéŕ, { $how }: { $game }. ··· ··· ··· ···
notify-heading = Ñöţîfîçàţîöñš ··· ···
notify-button-label = { $n ->
    [0] Ñöţîfîçàţîöñš: ñöţĥîñĝ ŵàîţîñĝ ··· ··· ···
   *[other] Ñöţîfîçàţîöñš: { $n } ŵàîţîñĝ ··· ··· ···
}
notify-new = Ñéŵ ñöţîfîçàţîöñš ··· ···
notify-lately = Ļàţéļý ···
notify-nothing = Ñöţĥîñĝ ŵàîţš föŕ ýöû: ñö çĥàļļéñĝé, ñö ĝàmé ĝöîñĝ öñ. ··· ··· ··· ··· ··· ···
notify-close = Çļöšé ···
notify-later = Ļàţéŕ ···
notify-challenge-label = { $name } çĥàļļéñĝéš ýöû ··· ··· ···
notify-this-page = (ţĥîš pàĝé) ··· ···
notify-your-move = Ýöûŕ mövé: ···
notify-your-move-left = Ýöûŕ mövé ({ $left } ļéfţ): ··· ··· ···
notify-blocked = Ţĥîš ƀŕöŵšéŕ ƀļöçķš ñöţîfîçàţîöñš fŕöm ţĥîš šîţé (îţš šéţţîñĝš çàñ àļļöŵ ţĥém). ··· ··· ··· ··· ··· ··· ··· ···
notify-browser-on = Ɓŕöŵšéŕ ñöţîfîçàţîöñš àŕé öñ ŵĥîļé ţĥîš ţàƀ îš ĥîđđéñ. ··· ··· ··· ··· ··· ···
notify-browser-ask = Ɓé ţöļđ îñ à ƀŕöŵšéŕ ñöţîfîçàţîöñ ŵĥîļé ţĥîš ţàƀ îš ĥîđđéñ? ··· ··· ··· ··· ··· ···
notify-turn-on = Ţûŕñ öñ ···
notify-turn-off = Ţûŕñ öff ···
notify-not-allowed = Ţĥé ƀŕöŵšéŕ đîđ ñöţ àļļöŵ ñöţîfîçàţîöñš. ··· ··· ··· ···
notify-see-end = Šéé ţĥé éñđ ··· ···
clock-words-delay = { $span } + { $n } š đéļàý ··· ··· ···
clock-words-per-turn = { $span } péŕ ţûŕñ ··· ···
ended-won = { $side } ŵöñ ··· ···
ended-won-resigned = { $side } ŵöñ — { $loser } ŕéšîĝñéđ ··· ··· ··· ···
ended-won-resignation = { $side } ŵöñ — ŕéšîĝñàţîöñ ··· ··· ···
ended-resignation = Éñđéđ ƀý ŕéšîĝñàţîöñ ··· ···
ended-won-on-time = { $side } ŵöñ öñ ţîmé ··· ··· ···
ended-drawn-on-time = Đŕàŵñ öñ ţîmé ··· ···
ended-on-time = Éñđéđ öñ ţîmé ··· ···
ended-drawn-agreement = Đŕàŵñ ƀý àĝŕééméñţ ··· ···
ended-drawn-move-limit = Đŕàŵñ — ţĥé mövé ļîmîţ ŵàš ŕéàçĥéđ ··· ··· ··· ···
ended-aborted-no-move = Àƀöŕţéđ — ñöƀöđý mövéđ îñ ţîmé ··· ··· ···
ended-aborted = Àƀöŕţéđ ···
ended-drawn = Đŕàŵñ ···
ended-no-result = Ñö ŕéšûļţ ···
ended-why = { $result } — { $why } ··· ··· ···
doing-continue = çöñţîñûé ···
doing-change-password = çĥàñĝé ýöûŕ pàššŵöŕđ ··· ···
account-tab-title = Àççöûñţ ···
account-heading = Àççöûñţ: { $name } ··· ···
account-sign-in-or-up = Šîĝñ îñ öŕ šîĝñ ûp ··· ···
account-change-password = Çĥàñĝé pàššŵöŕđ ··· ···
account-current-password = Çûŕŕéñţ pàššŵöŕđ ··· ···
account-new-password = Ñéŵ pàššŵöŕđ ··· ···
account-password-changed = Pàššŵöŕđ çĥàñĝéđ. ··· ···
account-name = Ñàmé ···
account-password = Pàššŵöŕđ ···
account-create-heading = Çŕéàţé àñ àççöûñţ ··· ···
account-create = Çŕéàţé àççöûñţ ··· ···
account-guests = Ĝûéšţš çàñ pļàý ŵîţĥöûţ àñ àççöûñţ; ţĥéîŕ ĝàméš àŕé ñöţ ŕàţéđ. ··· ··· ··· ··· ··· ··· ···
rating-chart-none = { $label }: ñö ŕàţéđ ĝàméš ýéţ ··· ··· ···
rating-chart = { $label }: from { $from } to { $to } over { $n ->
    [one] { $n } ŕàţéđ ĝàmé ··· ···
   *[other] { $n } ŕàţéđ ĝàméš ··· ···
} (range { $min }–{ $max })
outcome-won = ŵöñ ···
outcome-lost = ļöšţ ···
outcome-draw = đŕàŵ ···
outcome-none = ñö ŕéšûļţ ···
players-bot = ƀöţ ···
players-bot-title = À ƀöţ àççöûñţ: à pŕöĝŕàm pļàýš îţ ··· ··· ··· ···
player-missing-title = Ñö šûçĥ pļàýéŕ ··· ···
player-missing-text = Ñöƀöđý îš çàļļéđ “{ $name }”: çĥéçķ ţĥé ñàmé, öŕ fîñđ pļàýéŕš öñ ţĥé ļéàđéŕƀöàŕđš. ··· ··· ··· ··· ··· ··· ··· ··· ···
player-missing-action = Šéé ţĥé ļéàđéŕƀöàŕđš ··· ···
player-tab-title = { $name } — pļàýéŕ ··· ···
player-tab-title-bot = { $name } (ƀöţ) — pļàýéŕ ··· ··· ···
player-since = Pļàýîñĝ šîñçé { $date }. ··· ··· ···
player-since-online = Pļàýîñĝ šîñçé { $date }. Öñļîñé ñöŵ. ··· ··· ··· ···
player-sign-in-to-challenge = { $signIn } ţö çĥàļļéñĝé { $name }. ··· ··· ··· ···
player-challenge = Çĥàļļéñĝé { $name } ··· ···
player-download = Đöŵñļöàđ ĝàméš ··· ···
player-import = Împöŕţ ĝàméš ··· ···
player-events = Évéñţš ···
player-ratings-caption = Ŕàţîñĝš (? màŕķš à pŕövîšîöñàļ ŕàţîñĝ) ··· ··· ··· ···
player-rating = Ŕàţîñĝ ···
player-games = Ĝàméš ···
player-wld = Ŵ / Ļ / Đ ···
player-history = Ĥîšţöŕý ···
player-rating-of = { $game } ŕàţîñĝ ··· ···
player-provisional = (pŕövîšîöñàļ) ··· ···
player-no-rated = Ñö ŕàţéđ ĝàméš ýéţ. ··· ···
player-a-guest = à ĝûéšţ ···
pool-title = { $game } ({ $pool }) ··· ··· ···
pool-correspondence = çöŕŕéšpöñđéñçé ··· ···
pool-live = Ļîvé ···
pool-correspondence-tab = Çöŕŕéšpöñđéñçé ··· ···
filter-label = Fîļţéŕ ţĥé ĝàméš ··· ···
filter-all-games = àļļ ĝàméš ···
filter-any-result = àñý ŕéšûļţ ···
filter-drawn = đŕàŵñ ···
filter-result = Ŕéšûļţ ···
filter-opponent = Öppöñéñţ ···
filter-submit = Fîļţéŕ ···
games-older = Öļđéŕ ĝàméš ··· ···
games-loading = Ļöàđîñĝ… ···
games-none = Ñö ĝàméš. ···
games-shown = { $n ->
    [one] { $n } ĝàmé šĥöŵñ. ··· ···
   *[other] { $n } ĝàméš šĥöŵñ. ··· ···
}
games-shown-all = { $n ->
    [one] { $n } ĝàmé šĥöŵñ (àļļ). ··· ··· ···
   *[other] { $n } ĝàméš šĥöŵñ (àļļ). ··· ··· ···
}
game-item = { $game } vš { $opponent }: { $outcome }{ $result }{ $unrated }{ $change } ··· ··· ··· ··· ··· ··· ··· ···
game-item-unrated = , ûñŕàţéđ ···
leaderboard-tab-title = { $game }: ļéàđéŕƀöàŕđ ··· ··· ···
leaderboard-heading = Ļéàđéŕƀöàŕđ: { $game } ··· ··· ···
leaderboard-pools = Ŕàţîñĝ pööļš ··· ···
leaderboard-empty = Ñöƀöđý ĥàš pļàýéđ 10 ŕàţéđ ĝàméš öf ţĥîš ĝàmé ýéţ: à pļàýéŕ éñţéŕš ţĥé ļéàđéŕƀöàŕđ ŵîţĥ ţĥéîŕ ţéñţĥ. ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
leaderboard-caption = Ţöp pļàýéŕš (? màŕķš à pŕövîšîöñàļ ŕàţîñĝ) ··· ··· ··· ··· ···
archive-heading = Fîñîšĥéđ ĝàmé ··· ···
archive-title = { $players } — { $game } ··· ··· ···
archive-unrated = ûñŕàţéđ ···
archive-clock = çļöçķ { $clock } ··· ···
archive-analyse = Àñàļýšé ţĥîš ĝàmé ··· ···
archive-no-replay = Ţĥîš ĝàmé'š ŕéçöŕđ çàññöţ ƀé šĥöŵñ öñ ţĥé ƀöàŕđ: ĥéŕé îţ îš àš ţéxţ. ··· ··· ··· ··· ··· ··· ···
archive-record-summary = Šţàŕţ pöšîţîöñ àñđ ŕéçöŕđ (ţéxţ) ··· ··· ··· ···
archive-standard-start = (ţĥé ĝàmé'š šţàñđàŕđ šţàŕţ) ··· ··· ···
archive-record = Ŕéçöŕđ ···
archive-missing-tab = Ñö šûçĥ ĝàmé ··· ···
archive-missing-title = Ñö šûçĥ fîñîšĥéđ ĝàmé ··· ··· ···
archive-missing-text = Ţĥéŕé îš ñö fîñîšĥéđ ĝàmé { $id }: ţĥé ļîñķ màý ƀé ŵŕöñĝ, öŕ ţĥé ĝàmé îš ñöţ àŕçĥîvéđ (ýéţ). ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
replay-heading = Ŕépļàý ···
replay-start = Šţàŕţ pöšîţîöñ (àçţîöñ 0 öf { $n }) ··· ··· ··· ···
replay-action = Àçţîöñ { $at } öf { $n }: { $side } { $action } ··· ··· ··· ··· ···
replay-first = Fîŕšţ pöšîţîöñ ··· ···
replay-last = Ļàšţ pöšîţîöñ ··· ···
replay-keys = Ķéýš: ← àñđ → šţép ţĥŕöûĝĥ ţĥé ĝàmé; îñ ţĥé ŕépļàý, Ĥömé àñđ Éñđ ĝö ţö îţš éñđš. ··· ··· ··· ··· ··· ··· ··· ···
analysis-wins = { $side } ŵîñš ··· ···
analysis-wins-in = { $side } ŵîñš îñ { $n } ··· ··· ···
analysis-share = { $n }% föŕ { $side } ··· ··· ···
analysis-no-game = Ţĥéŕé îš ñö ĝàmé { $game } ĥéŕé. ··· ··· ··· ···
analysis-heading = { $game }: àñàļýšîš ··· ···
analysis-tab-title = { $game }: àñàļýšîš ƀöàŕđ ··· ··· ···
analysis-evaluation = Évàļûàţîöñ ···
analysis-evaluation-is = Évàļûàţîöñ: { $value } ··· ··· ···
analysis-position-placeholder = À pöšîţîöñ îñ ţĥé ĝàmé'š ñöţàţîöñ ··· ··· ··· ···
analysis-review-game = Ŕévîéŵ ţĥé ŵĥöļé ĝàmé ··· ··· ···
analysis-review-heading = Çömpûţéŕ ŕévîéŵ ··· ···
analysis-set-up = Šéţ ûp ···
analysis-start-here = Šţàŕţ ĥéŕé ···
analysis-flip = Fļîp ···
analysis-engine = Éñĝîñé ···
analysis-explorer = Öpéñîñĝ éxpļöŕéŕ ··· ···
analysis-move = Mövé ···
analysis-results = { $first } / đŕàŵ / { $second } ··· ··· ··· ···
analysis-beyond-opening = Pàšţ ţĥé fîŕšţ 20 mövéš: ţĥé éxpļöŕéŕ çöûñţš öpéñîñĝš öñļý. ··· ··· ··· ··· ··· ···
analysis-no-games = Ñö àŕçĥîvéđ ĝàmé ŕéàçĥéđ ţĥîš pöšîţîöñ. ··· ··· ··· ···
analysis-games-reached = { $n ->
    [one] { $n } àŕçĥîvéđ ĝàmé ŕéàçĥéđ ţĥîš pöšîţîöñ. ··· ··· ··· ··· ···
   *[other] { $n } àŕçĥîvéđ ĝàméš ŕéàçĥéđ ţĥîš pöšîţîöñ. ··· ··· ··· ··· ···
}
analysis-game-over = Ĝàmé övéŕ: { $result }. ··· ··· ···
analysis-engine-info = { $searcher } · đépţĥ { $depth } · { $nodes } ñöđéš · { $seconds } š ··· ··· ··· ··· ··· ··· ···
analysis-thinking = Ţĥîñķîñĝ… ···
analysis-reviewing = Ŕévîéŵîñĝ… ···
analysis-start = šţàŕţ ···
analysis-best = ƀéšţ { $action } ··· ···
analysis-reviewed = Ŕévîéŵéđ { $done } öf { $n } pöšîţîöñš… ··· ··· ··· ···
analysis-swings = Ţĥé ƀîĝĝéšţ šŵîñĝš: àfţéŕ { $moves }. ··· ··· ··· ···
analysis-no-swing = Ñö šŵîñĝ. ···
analysis-engine-off = Ţĥé éñĝîñé îš öff. ··· ···
live-heading = Ĝàméš ƀéîñĝ pļàýéđ ··· ···
live-all-games = Àļļ ĝàméš ···
live-tv-link = Ŵàţçĥ ţĥé ƀéšţ ĝàmé öñ ŢV ··· ··· ···
live-caption = Ţĥé ĥîĝĥéšţ ŕàţéđ fîŕšţ ··· ··· ···
live-players = Pļàýéŕš ···
live-watching = Ŵàţçĥîñĝ ···
live-none = Ñö ĝàmé îš ƀéîñĝ pļàýéđ ŕîĝĥţ ñöŵ. ··· ··· ··· ···
doing-list-live = ļîšţ ţĥé ĝàméš ƀéîñĝ pļàýéđ ··· ··· ···
tv-heading = ŢV ···
tv-heading-game = ŢV: { $game } ··· ···
tv-none = Ñö ĝàmé îš ƀéîñĝ pļàýéđ ŕîĝĥţ ñöŵ: ţĥé ñéxţ öñé šĥöŵš ĥéŕé àš šööñ àš îţ šţàŕţš. ··· ··· ··· ··· ··· ··· ··· ···
doing-find-tv = fîñđ ţĥé ƀéšţ ĝàmé ƀéîñĝ pļàýéđ ··· ··· ··· ···
export-heading = { POSSESSIVE($name) } ĝàméš àš ŕéçöŕđš ··· ··· ··· ···
export-intro = Öñé ţéxţ fîļé: éàçĥ ĝàmé'š ŕéçöŕđ, àš ţĥé ŕûļéš pàĝéš đéšçŕîƀé îţ, àfţéŕ ţàĝš ñàmîñĝ ţĥé ĝàmé, îţš đàţé, îţš çļöçķ àñđ îţš pļàýéŕš. Împöŕţ îţ ĥéŕé öŕ éļšéŵĥéŕé. ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
export-played = Đöŵñļöàđ pļàýéđ ĝàméš ··· ··· ···
export-imported = Đöŵñļöàđ împöŕţéđ ĝàméš ··· ··· ···
export-reading = Ŕéàđîñĝ ţĥé àŕçĥîvé… ··· ···
export-reading-count = Reading the archive… { $n ->
    [one] { $n } ĝàmé ··· ···
   *[other] { $n } ĝàméš ··· ···
}
export-games = { $n ->
    [one] { $n } ĝàmé: ··· ···
   *[other] { $n } ĝàméš: ··· ···
}
doing-read-games = ŕéàđ { POSSESSIVE($name) } ĝàméš ··· ··· ··· ···
import-sign-in = Šîĝñ îñ ţö împöŕţ ĝàméš. ··· ··· ···
import-game-from-tag = Àš éàçĥ ŕéçöŕđ'š Ĝàmé ţàĝ šàýš ··· ··· ···
import-format-records = Ŕéçöŕđš (àš đöŵñļöàđéđ ĥéŕé) ··· ··· ···
import-format-csv = Çöpéñĥàĝéñ Ĥñéfàţàfļ ÇŠV (ààĝéñîéļšéñ.đķ ĝàméš) ··· ··· ··· ··· ···
import-submit = Împöŕţ ···
import-written-as = Ŵŕîţţéñ àš ···
import-file = À fîļé ···
import-text = öŕ ţĥé ŕéçöŕđš ··· ···
import-intro = Ŕéçöŕđš àŕé ŕépļàýéđ ţĥŕöûĝĥ ţĥé ŕûļéš: éàçĥ öñé ţĥé ŕûļéš àççépţ îš àŕçĥîvéđ àš àñ ûñŕàţéđ împöŕţéđ ĝàmé, ļîñķéđ ƀéļöŵ àñđ ļîšţéđ àmöñĝ ýöûŕ împöŕţš; öñé ţĥéý ŕéfûšé îš ñàméđ ŵîţĥ ŵĥý. Ţĥé šàmé ŕéçöŕđ împöŕţéđ àĝàîñ îš ţĥé šàmé ĝàmé. ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
import-nothing = Ţĥéŕé àŕé ñö ŕéçöŕđš ţö împöŕţ. ··· ··· ··· ···
import-progress = Importing… { $n ->
    [one] { $n } ŕéçöŕđ ŕéàđ ··· ···
   *[other] { $n } ŕéçöŕđš ŕéàđ ··· ···
}
import-record-game = Record { $index }: { $game }, { $n ->
    [one] { $n } àçţîöñ ··· ···
   *[other] { $n } àçţîöñš ··· ···
}
import-before = (împöŕţéđ ƀéföŕé) ··· ···
import-record-problem = Ŕéçöŕđ { $index }: { $reason } ··· ··· ···
import-done = { $n ->
    [one] { $n } ĝàmé împöŕţéđ ··· ···
   *[other] { $n } ĝàméš împöŕţéđ ··· ··· ···
}, { $already } imported before, { $refused } refused.
doing-import = împöŕţ ţĥé ŕéçöŕđš ··· ···
push-heading = Pûšĥ ñöţîfîçàţîöñš ··· ···
push-intro = Ýöûŕ mövé îñ à çöŕŕéšpöñđéñçé ĝàmé, à çĥàļļéñĝé àñđ à ĝàmé'š éñđ, öñ ţĥîš đévîçé évéñ ŵĥéñ ţĥé šîţé îš çļöšéđ. ··· ··· ··· ··· ··· ··· ··· ··· ··· ··· ···
push-save-quiet = Šàvé qûîéţ ĥöûŕš ··· ···
push-no-quiet = Ñö qûîéţ ĥöûŕš ··· ···
push-quiet-heading = Qûîéţ ĥöûŕš ··· ···
push-quiet-intro = Ñö pûšĥ ƀéţŵééñ (ýöûŕ ţîmé): ··· ··· ···
push-from = Fŕöm ···
push-to = Ţö ···
push-quiet-from-to = Qûîéţ fŕöm { $from } ţö { $to }. ··· ··· ··· ···
push-quiet-none = Ñö qûîéţ ĥöûŕš. ··· ···
push-devices = Pûšĥ ñöţîfîçàţîöñš ŕéàçĥ { $n } öf ýöûŕ đévîçéš. ··· ··· ··· ··· ···
push-unsupported = Ţĥîš ƀŕöŵšéŕ çàññöţ ŕéçéîvé pûšĥ ñöţîfîçàţîöñš. ··· ··· ··· ··· ···
push-turn-on = Ţûŕñ öñ öñ ţĥîš đévîçé ··· ··· ···
push-turn-off = Ţûŕñ öff öñ ţĥîš đévîçé ··· ··· ···
push-on = Pûšĥ ñöţîfîçàţîöñš àŕé öñ öñ ţĥîš đévîçé. ··· ··· ··· ··· ···
push-off = Pûšĥ ñöţîfîçàţîöñš àŕé öff öñ ţĥîš đévîçé. ··· ··· ··· ··· ···
push-no-answer = ţĥîš ƀŕöŵšéŕ'š pûšĥ šéŕvîçé đîđ ñöţ àñšŵéŕ ··· ··· ··· ··· ···
push-change-failed = Çöûļđ ñöţ çĥàñĝé îţ: { $error } ··· ··· ··· ···
push-not-saved = Ñöţ šàvéđ: { $error } ··· ··· ···
push-read-failed = Çöûļđ ñöţ ŕéàđ îţ: { $error } ··· ··· ···
analysis-swing = šŵîñĝ { $n } ··· ···
replay-board = { $game } ƀöàŕđ: { $step } ··· ··· ···
events-title = Évéñţš ···
events-title-player = { POSSESSIVE($name) } évéñţš ··· ··· ···
events-col-event = Évéñţ ···
events-col-game = Ĝàmé ···
events-col-format = Föŕmàţ ···
events-col-players = Pļàýéŕš ···
events-col-starts = Šţàŕţš ···
events-none = Ñöñé. ···
events-running = Ŕûññîñĝ ···
events-upcoming = Ûpçömîñĝ ···
events-finished = Fîñîšĥéđ ···
doing-see-events = šéé ţĥé évéñţš ··· ···
events-make = Màķé àñ évéñţ ··· ···
events-sign-in-to-make = { $signIn } ţö màķé àñ évéñţ. ··· ··· ···
events-name = Ñàmé ···
events-game = Ĝàmé ···
events-format = Föŕmàţ ···
events-arena = Àŕéñà ···
events-swiss = Šŵîšš ···
events-round-robin = Ŕöûñđ-ŕöƀîñ ··· ···
events-clock = Çļöçķ (mîñûţéš+šéçöñđš) ··· ··· ···
events-rated = Ŕàţéđ ···
events-starts-in = Šţàŕţš îñ (mîñûţéš) ··· ···
events-length = Ļéñĝţĥ (mîñûţéš) ··· ···
events-rounds = Ŕöûñđš ···
events-max = Möšţ pļàýéŕš ··· ···
events-entry = Ŵĥö màý jöîñ ··· ···
events-entry-all = Péöpļé àñđ ƀöţš ··· ···
events-entry-people = Péöpļé öñļý ··· ···
events-entry-bots = Ɓöţš öñļý ···
events-berserk-allowed = Ɓéŕšéŕķ àļļöŵéđ (ĥàļf ýöûŕ çļöçķ, ñö îñçŕéméñţ, à pöîñţ möŕé föŕ à ŵîñ) ··· ··· ··· ··· ··· ··· ··· ···
events-double = Đöûƀļé ŕöûñđ-ŕöƀîñ (éàçĥ pàîŕ pļàýš ƀöţĥ šîđéš) ··· ··· ··· ··· ···
events-computers = Éñţéŕ ţĥé çömpûţéŕ pļàýéŕš ··· ··· ···
events-own-rules = Ţĥé ĝàmé'š öŵñ ŕûļéš öñļý (ñö ŕûļé öpţîöñš, ñö mövé ļîmîţ) ··· ··· ··· ··· ··· ···
events-move-limit = Mövé ļîmîţ (ţûŕñš; ţĥé ţûŕñ ţĥàţ ŕéàçĥéš îţ đŕàŵš) ··· ··· ··· ··· ···
events-password = Pàššŵöŕđ (öpţîöñàļ) ··· ···
events-submit = Màķé ţĥé évéñţ ··· ···
events-making = Màķîñĝ ţĥé évéñţ… ··· ···
doing-make-event = màķé àñ évéñţ ··· ···
events-event = Évéñţ ···
events-page-title = { $name } — évéñţ ··· ···
events-meta-rated = ŕàţéđ ···
events-meta-berserk = ƀéŕšéŕķ ···
events-meta-by = ƀý { $name } ··· ···
events-meta-bots-only = ƀöţš öñļý ···
events-meta-people-only = péöpļé öñļý ··· ···
events-withdraw = Ŵîţĥđŕàŵ ···
events-join = Jöîñ ···
events-password-label = Ţĥé évéñţ'š pàššŵöŕđ ··· ···
events-sign-in-to-join = { $signIn } ţö jöîñ. ··· ···
events-your-game = Ýöûŕ ĝàmé îš öñ: { $game } ··· ··· ···
events-versus = { $first } vš { $second } ··· ··· ···
events-berserked = ⚔ ƀéŕšéŕķ: ĥàļf ýöûŕ çļöçķ, ñö îñçŕéméñţ ··· ··· ··· ···
events-berserk = ⚔ Ɓéŕšéŕķ ···
doing-join-event = jöîñ évéñţš ··· ···
doing-berserk = ƀéŕšéŕķ ···
doing-follow-event = föļļöŵ ţĥîš évéñţ ··· ···
events-col-player = Pļàýéŕ ···
events-col-score = Šçöŕé ···
events-col-points = Pöîñţš ···
events-col-games = Ĝàméš ···
events-col-performance = Péŕföŕmàñçé ··· ···
events-col-tie-breaks = Ţîé-ƀŕéàķš ···
events-standings = Šţàñđîñĝš ···
events-games = Ĝàméš ···
events-crosstable = Çŕöššţàƀļé ···
events-col-round = Ŕöûñđ ···
events-col-first = Fîŕšţ ···
events-col-second = Šéçöñđ ···
events-col-result = Ŕéšûļţ ···
events-playing = pļàýîñĝ ···
events-replay = Ŕépļàý ···
events-watch = Ŵàţçĥ ···
events-round-short = Ŕ{ $round } ··· ···
events-words-arena = Àŕéñà, { $minutes } mîñ ··· ··· ···
events-words-swiss = { $rounds ->
    [one] Šŵîšš, { $rounds } ŕöûñđ ··· ··· ···
   *[other] Šŵîšš, { $rounds } ŕöûñđš ··· ··· ···
}
events-words-double = Đöûƀļé ŕöûñđ-ŕöƀîñ ··· ···
events-words-round-robin = Ŕöûñđ-ŕöƀîñ ··· ···
events-starts-in-clock = Šţàŕţš îñ { $clock } ··· ···
events-is-finished = Fîñîšĥéđ ···
events-ends-in = Éñđš îñ { $clock } ··· ···
events-round-going = Ŕöûñđ { $round } öf { $rounds } îš ƀéîñĝ pļàýéđ ··· ··· ··· ··· ···
events-round-soon = Ŕöûñđ { $round } öf { $rounds } šţàŕţš šööñ ··· ··· ··· ··· ···
events-cross-win = Ŵ{ $place } ··· ···
events-cross-draw = Đ{ $place } ··· ···
events-cross-loss = Ļ{ $place } ··· ···
events-cross-bye = ƀýé ···