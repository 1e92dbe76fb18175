rules-heading = { $game }: as regras em resumo
lobby-intro = Encontre um adversário: emparelhamento rápido, um jogo aberto para aceitar, o seu próprio à espera, ou um desafio a um jogador que conhece.
lobby-quick = Emparelhamento rápido
lobby-post = Publicar um convite
lobby-side = Lado
lobby-random-side = lado ao acaso
lobby-random = ao acaso
lobby-takebacks = Voltar atrás
lobby-open-games = Jogos abertos
lobby-player = Jogador
lobby-empty = Ninguém está à espera neste momento: publique um convite e espere aqui, ou volte mais tarde.
lobby-stop = Parar de procurar
lobby-stopped = Deixou de procurar.
lobby-sign-in-accept = Entrar para aceitar
lobby-you = você
lobby-rated = a contar
lobby-rated-takebacks = a contar, voltar atrás
lobby-casual = amigável
lobby-waiting = À espera de um adversário… (esta página abre o jogo quando alguém aceitar)
lobby-looking = À procura de um adversário: { $game } { $clock }, { $kind }…
lobby-paired = Emparelhado: a abrir o jogo…
lobby-cancelled = Convite cancelado.
lobby-starting = A começar o jogo…
lobby-accepted = Alguém aceitou: a abrir o jogo…
lobby-expired = O seu convite expirou.
lobby-left = O seu convite saiu do salão.
doing-accept-challenge = aceitar um desafio
doing-accept-rated = aceitar um jogo a contar
doing-be-told = ser avisado de desafios
doing-challenge = desafiar um jogador
doing-decline-challenge = recusar um desafio
doing-post-rated-seek = publicar um convite a contar
rules-hb-board-title = O tabuleiro
rules-hb-board-1 = 9 × 13 quadrículas e duas balizas de três quadrículas: o Branco defende d1–f1 e ataca d15–f15.
rules-hb-board-2 = Cada jogador tem um Macaco (o Guarda-Redes), 2 Leões, 4 Elefantes e 4 Cavalos; a Bola começa no centro.
rules-hb-turn-title = Uma vez
rules-hb-turn-1 = De 1 a 4 passos (na primeira vez do Branco: 2). Um passo move uma peça, leva a Bola ou chuta-a; Terminar a vez acaba mais cedo.
rules-hb-turn-2 = A posição no fim da vez tem de ser diferente da posição no seu início.
rules-hb-turn-3 = Desfazer passo desfaz um passo da vez.
rules-hb-pieces-title = As peças
rules-hb-pieces-1 = Cavalo: salta como o cavalo do xadrez (não pode se as duas quadrículas intermédias estiverem ocupadas); chuta para uma quadrícula adjacente.
rules-hb-pieces-2 = Elefante: uma quadrícula em qualquer direção; chuta à distância de um salto de cavalo.
rules-hb-pieces-3 = Leão: uma quadrícula ou um salto de cavalo; chuta para uma quadrícula adjacente ou a um salto de cavalo.
rules-hb-pieces-4 = Macaco: move-se como o Leão dentro da sua área da baliza e da sua baliza; chuta de 1 a 5 quadrículas em linha reta. Um chuto contra um Macaco faz ricochete.
rules-hb-captures-title = Capturas e cartão vermelho
rules-hb-captures-1 = Só a peça adversária que controla a Bola pode ser capturada: ao ocupar a sua quadrícula, fica com a Bola. Uma Bola chutada que aterra numa peça passa a ser controlada por ela.
rules-hb-captures-2 = Cartão vermelho: se um jogador junta mais de três peças (ligadas ortogonalmente) ou impede o adversário de alguma vez chegar à Bola, o adversário pode retirar uma das peças em falta.
rules-hb-winning-title = Vitória
rules-hb-winning-1 = Levar a Bola para dentro da baliza do adversário. Quem marca na própria baliza perde. Quem não tem nenhum passo legal perde; a desistência, o empate acordado e o relógio também terminam a partida.
rules-hn-board-title = O tabuleiro
rules-hn-board-1 = 11 × 11 casas; o trono no centro (f6) e os quatro cantos são casas restritas: só o rei pode parar nelas.
rules-hn-board-2 = 24 atacantes cercam 12 defensores e o seu rei, no trono. Os atacantes jogam primeiro.
rules-hn-moving-title = Movimento
rules-hn-moving-1 = Todas as peças movem-se como a torre do xadrez: qualquer número de casas vazias ao longo de uma linha ou coluna, sem nunca saltar.
rules-hn-capturing-title = Capturas
rules-hn-capturing-1 = Um soldado é capturado quando a jogada do adversário o fecha entre duas peças inimigas (ou uma peça inimiga e uma casa restrita vazia) na mesma linha ou coluna.
rules-hn-capturing-2 = Uma fila de soldados na borda pode ser capturada de uma só vez por uma parede de escudos.
rules-hn-king-title = O rei
rules-hn-king-1 = O rei é capturado quando está cercado pelos quatro lados (por atacantes, ou pelo trono); nunca numa casa da borda.
rules-hn-king-2 = Foge — e os defensores ganham — num canto, ou num forte de saída na borda.
rules-hn-winning-title = Vitória
rules-hn-winning-1 = Os defensores ganham quando o rei foge; os atacantes quando o capturam ou cercam todos os defensores. Quem não tem nenhuma jogada legal perde.
rules-cf-board-title = O tabuleiro e as equipas
rules-cf-board-1 = O tabuleiro de xadrez de 8 × 8; a baliza do Branco é c1–f1, a do Preto c8–f8; as casas do pontapé de saída são e4 e e5.
rules-cf-board-2 = Cada jogador coloca uma equipa de seis peças no seu meio-campo: o Rei, pelo menos dois Peões e mais três peças.
rules-cf-match-title = A partida
rules-cf-match-1 = Duas partes de no máximo 45 jogadas para cada lado. As colocações não contam como jogadas.
rules-cf-match-2 = Depois de um golo as equipas são colocadas de novo e o lado que sofreu o golo dá o pontapé de saída.
rules-cf-moves-title = As jogadas e a bola
rules-cf-moves-1 = As peças movem-se como no xadrez. O portador da bola leva-a consigo, ou faz um passe a uma peça da sua equipa numa casa que poderia capturar.
rules-cf-moves-2 = Só o portador da bola adversário pode ser capturado; quem o captura fica com a bola. Um Peão que chega à última fila é promovido.
rules-cf-scoring-title = Golos
rules-cf-scoring-1 = Levar a bola para dentro da baliza do adversário. No fim da partida ganha o lado com mais golos; com os mesmos golos é empate.
side-first = primeiro
side-second = segundo
players-versus = { $first } vs { $second }
game-play = Jogar
game-watch = Assistir
game-line = { $game }: { $players }, { $clock }.
game-line-rated = { $game }: { $players }, { $clock }, a contar.
clock-label-fischer = { $minutes } min + { $seconds } s
clock-label-days = { $n ->
    [one] { $n } dia por jogada
   *[other] { $n } dias por jogada
}
clock-label-days-hours = { $n ->
    [one] { $n } dia
   *[other] { $n } dias
} + { $hours } h por jogada
lobby-quick-rated = Tem a sessão iniciada: o emparelhamento rápido procura uma partida a contar (as duas classificações mudam).
lobby-quick-guest = Como convidado, o emparelhamento rápido procura uma partida amigável: só as partidas amigáveis estão abertas a convidados. { $signIn } para jogar partidas a contar.
challenges-heading = Desafios
challenges-guest = Desafiar um jogador pelo nome, e ser desafiado, exige uma conta: { $signIn }.
challenges-guest-link = entre ou crie uma conta
challenges-to-you = Desafios para si
challenges-yours = Os seus desafios
challenges-none = Nenhum desafio em aberto. Desafie um jogador pelo nome aqui em baixo, ou a partir do perfil dele.
challenges-games = As suas partidas em curso
challenge-a-player = Desafiar um jogador
challenge-send = Desafiar
challenge-terms = { $game }, { $clock }, { $kind }
challenge-sides-random = lados tirados à sorte
challenge-you-play = joga com { $side }
challenge-incoming = { $name }{ $rating } desafia-o: { $terms }; { $side }.
challenge-outgoing = Desafiou { $name }: { $terms }; { $side }.
challenge-waiting = À espera de { $name }…
challenge-accept = Aceitar
challenge-decline-open = Recusar…
challenge-decline = Recusar
challenge-back = Voltar
challenge-cancel = Cancelar
challenge-reason = Motivo
challenge-decline-label = Recusar o desafio de { $name }
challenge-accepting = A aceitar o desafio de { $name }: a começar a partida…
challenge-declined = Recusou o desafio de { $name } ({ $reason }).
challenge-cancelled = O seu desafio a { $name } foi cancelado.
challenge-arrived = { $name } desafia-o: { $terms }.
challenge-accepted-opening = { $name } aceitou: a abrir a partida…
challenge-accepted-elsewhere = { $name } aceitou o seu desafio; o navegador que o enviou abre a partida.
challenge-sent = Desafio enviado a { $name }: à espera de resposta (esta página abre a partida quando for aceite).
challenge-gone-declined = { $name } recusou: { $reason }.
challenge-gone-accepted = { $name } aceitou o seu desafio.
challenge-gone-withdrawn = { $name } retirou o desafio.
challenge-gone-expired-mine = O seu desafio a { $name } expirou.
challenge-gone-expired = O desafio de { $name } expirou.
challenge-gone-left-mine = O seu desafio a { $name } foi retirado: saiu do salão.
challenge-gone-left = { $name } saiu: o desafio dele já não existe.
challenge-gone-mine = O seu desafio a { $name } já não existe.
challenge-gone = O desafio de { $name } já não existe.
challenge-refused-nobody = Ninguém se chama «{ $name }»: verifique o nome (está no perfil do jogador).
challenge-refused-self = Não se pode desafiar a si próprio: escreva o nome de outro jogador.
challenge-refused-already = Já desafiou { $name } para este jogo com este relógio: está na lista Os seus desafios.
challenge-refused-not-ratable = Uma partida a contar precisa de relógio: escolha um, ou desmarque A contar.
challenge-refused-no-name = Escreva o nome do jogador a desafiar.
challenge-refused-closed = Este desafio já não está em aberto.
decline-none = sem motivo
decline-later = agora não, volte a pedir mais tarde
decline-too-fast = o relógio é rápido demais
decline-too-slow = o relógio é lento demais
decline-time-control = não com este tipo de relógio
decline-casual = só partidas amigáveis
decline-rated = só partidas a contar
decline-game = este jogo não
decline-no-bot = nada de partidas contra bots
decline-only-bot = só partidas contra bots
site-name = Jogar jogos de tabuleiro
finished-aborted = anulada
finished-drawn = { $how ->
    [resignation] empate por desistência
    [time] empate pelo tempo
    [agreement] empate por acordo
    [left] empate: o adversário saiu
   *[other] empate
}
finished-won = { $how ->
    [resignation] ganhou por desistência
    [time] ganhou pelo tempo
    [agreement] ganhou por acordo
    [left] ganhou: o adversário saiu
   *[other] ganhou
}
finished-lost = { $how ->
    [resignation] perdeu por desistência
    [time] perdeu pelo tempo
    [agreement] perdeu por acordo
    [left] perdeu: o adversário saiu
   *[other] perdeu
}
notice-started = A sua partida começou: { $game }
notice-finished = A sua partida terminou, { $how }: { $game }.
notify-heading = Notificações
notify-button-label = { $n ->
    [0] Notificações: nada à espera
   *[other] Notificações: { $n } à espera
}
notify-new = Novas notificações
notify-lately = Recentemente
notify-nothing = Nada à sua espera: nenhum desafio, nenhuma partida em curso.
notify-close = Fechar
notify-later = Mais tarde
notify-challenge-label = { $name } desafia-o
notify-this-page = (esta página)
notify-your-move = A sua vez:
notify-your-move-left = A sua vez (faltam { $left }):
notify-blocked = Este navegador bloqueia as notificações deste site (as definições dele podem permiti-las).
notify-browser-on = As notificações do navegador estão ligadas enquanto este separador estiver escondido.
notify-browser-ask = Receber uma notificação do navegador enquanto este separador estiver escondido?
notify-turn-on = Ligar
notify-turn-off = Desligar
notify-not-allowed = O navegador não permitiu as notificações.
notify-see-end = Ver o fim
clock-words-delay = { $span } + { $n } s de atraso
clock-words-per-turn = { $span } por vez
ended-won = { $side } ganhou
ended-won-resigned = { $side } ganhou — { $loser } desistiu
ended-won-resignation = { $side } ganhou — desistência
ended-resignation = Terminada por desistência
ended-won-on-time = { $side } ganhou pelo tempo
ended-drawn-on-time = Empate pelo tempo
ended-on-time = Terminada pelo tempo
ended-drawn-agreement = Empate por acordo
ended-drawn-move-limit = Empate — foi atingido o limite de jogadas
ended-aborted-no-move = Anulada — ninguém jogou a tempo
ended-aborted = Anulada
ended-drawn = Empate
ended-no-result = Sem resultado
ended-why = { $result } — { $why }
doing-continue = continuar
doing-change-password = mudar a sua palavra-passe
account-tab-title = Conta
account-heading = Conta: { $name }
account-sign-in-or-up = Entrar ou criar conta
account-change-password = Mudar a palavra-passe
account-current-password = Palavra-passe atual
account-new-password = Nova palavra-passe
account-password-changed = Palavra-passe mudada.
account-name = Nome
account-password = Palavra-passe
account-create-heading = Criar uma conta
account-create = Criar conta
account-guests = Os convidados podem jogar sem conta; as suas partidas não contam para a classificação.
rating-chart-none = { $label }: ainda sem partidas a contar
rating-chart = { $label }: de { $from } a { $to } em { $n ->
    [one] { $n } partida a contar
   *[other] { $n } partidas a contar
} (entre { $min } e { $max })
outcome-won = ganhou
outcome-lost = perdeu
outcome-draw = empate
outcome-none = sem resultado
players-bot = bot
players-bot-title = Uma conta de bot: quem joga é um programa
player-missing-title = Jogador inexistente
player-missing-text = Ninguém se chama «{ $name }»: verifique o nome, ou procure jogadores nas classificações.
player-missing-action = Ver as classificações
player-tab-title = { $name } — jogador
player-tab-title-bot = { $name } (bot) — jogador
player-since = Joga desde { $date }.
player-since-online = Joga desde { $date }. Está ligado agora.
player-sign-in-to-challenge = { $signIn } para desafiar { $name }.
player-challenge = Desafiar { $name }
player-download = Descarregar as partidas
player-import = Importar partidas
player-events = Eventos
player-ratings-caption = Classificações (? marca uma classificação provisória)
player-rating = Classificação
player-games = Partidas
player-wld = V / D / E
player-history = Histórico
player-rating-of = Classificação em { $game }
player-provisional = (provisória)
player-no-rated = Ainda sem partidas a contar.
player-a-guest = um convidado
pool-title = { $game } ({ $pool })
pool-correspondence = por correspondência
pool-live = Ao vivo
pool-correspondence-tab = Por correspondência
filter-label = Filtrar as partidas
filter-all-games = todos os jogos
filter-any-result = qualquer resultado
filter-drawn = empate
filter-result = Resultado
filter-opponent = Adversário
filter-submit = Filtrar
games-older = Partidas mais antigas
games-loading = A carregar…
games-none = Nenhuma partida.
games-shown = { $n ->
    [one] { $n } partida mostrada.
   *[other] { $n } partidas mostradas.
}
games-shown-all = { $n ->
    [one] { $n } partida mostrada (todas).
   *[other] { $n } partidas mostradas (todas).
}
game-item = { $game } contra { $opponent }: { $outcome }{ $result }{ $unrated }{ $change }
game-item-unrated = , amigável
leaderboard-tab-title = { $game }: classificação
leaderboard-heading = Classificação: { $game }
leaderboard-pools = Grupos de classificação
leaderboard-empty = Ainda ninguém jogou 10 partidas a contar deste jogo: um jogador entra na classificação com a décima.
leaderboard-caption = Melhores jogadores (? marca uma classificação provisória)
archive-heading = Partida terminada
archive-title = { $players } — { $game }
archive-unrated = amigável
archive-clock = relógio { $clock }
archive-analyse = Analisar esta partida
archive-no-replay = O registo desta partida não pode ser mostrado no tabuleiro: aqui está como texto.
archive-record-summary = Posição inicial e registo (texto)
archive-standard-start = (a posição inicial normal do jogo)
archive-record = Registo
archive-missing-tab = Partida inexistente
archive-missing-title = Partida terminada inexistente
archive-missing-text = Não há nenhuma partida terminada { $id }: a ligação pode estar errada, ou a partida ainda não foi arquivada.
replay-heading = Reprodução
replay-start = Posição inicial (ação 0 de { $n })
replay-action = Ação { $at } de { $n }: { $side } { $action }
replay-first = Primeira posição
replay-last = Última posição
replay-keys = Teclas: ← e → percorrem a partida; na reprodução, Home e End vão para o início e o fim.
analysis-wins = { $side } ganha
analysis-wins-in = { $side } ganha em { $n }
analysis-share = { $n }% para { $side }
analysis-no-game = Não há aqui nenhum jogo { $game }.
analysis-heading = { $game }: análise
analysis-tab-title = { $game }: tabuleiro de análise
analysis-evaluation = Avaliação
analysis-evaluation-is = Avaliação: { $value }
analysis-position-placeholder = Uma posição na notação do jogo
analysis-review-game = Rever a partida toda
analysis-review-heading = Revisão pelo computador
analysis-set-up = Preparar
analysis-start-here = Começar aqui
analysis-flip = Virar
analysis-engine = Motor
analysis-explorer = Explorador de aberturas
analysis-move = Jogada
analysis-results = { $first } / empate / { $second }
analysis-beyond-opening = Depois das primeiras 20 jogadas: o explorador só conta aberturas.
analysis-no-games = Nenhuma partida arquivada chegou a esta posição.
analysis-games-reached = { $n ->
    [one] { $n } partida arquivada chegou a esta posição.
   *[other] { $n } partidas arquivadas chegaram a esta posição.
}
analysis-game-over = Fim do jogo: { $result }.
analysis-engine-info = { $searcher } · profundidade { $depth } · { $nodes } nós · { $seconds } s
analysis-thinking = A pensar…
analysis-reviewing = A rever…
analysis-start = início
analysis-best = melhor { $action }
analysis-reviewed = { $done } de { $n } posições revistas…
analysis-swings = As maiores viragens: depois de { $moves }.
analysis-no-swing = Nenhuma viragem.
analysis-engine-off = O motor está desligado.
live-heading = Partidas a decorrer
live-all-games = Todos os jogos
live-tv-link = Ver a melhor partida na TV
live-caption = As de classificação mais alta primeiro
live-players = Jogadores
live-watching = A assistir
live-none = Não há nenhuma partida a decorrer agora.
doing-list-live = ver as partidas a decorrer
tv-heading = TV
tv-heading-game = TV: { $game }
tv-none = Não há nenhuma partida a decorrer agora: a próxima aparece aqui logo que comece.
doing-find-tv = encontrar a melhor partida a decorrer
export-heading = As partidas de { $name } como registos
export-intro = Um ficheiro de texto: o registo de cada partida, como as páginas de regras o descrevem, depois de etiquetas com o jogo, a data, o relógio e os jogadores. Importe-o aqui ou noutro sítio.
export-played = Descarregar as partidas jogadas
export-imported = Descarregar as partidas importadas
export-reading = A ler o arquivo…
export-reading-count = A ler o arquivo… { $n ->
    [one] { $n } partida
   *[other] { $n } partidas
}
export-games = { $n ->
    [one] { $n } partida:
   *[other] { $n } partidas:
}
doing-read-games = ler as partidas de { $name }
import-sign-in = Entre na sua conta para importar partidas.
import-game-from-tag = Como diz a etiqueta Game de cada registo
import-format-records = Registos (como descarregados aqui)
import-format-csv = CSV de Copenhagen Hnefatafl (partidas de aagenielsen.dk)
import-submit = Importar
import-written-as = Escrito como
import-file = Um ficheiro
import-text = ou os registos
import-intro = Os registos são repetidos segundo as regras: cada um que as regras aceitam é arquivado como partida importada amigável, com ligação aqui em baixo e na lista das suas importações; cada um que recusam é indicado com o motivo. O mesmo registo importado outra vez é a mesma partida.
import-nothing = Não há registos para importar.
import-progress = A importar… { $n ->
    [one] { $n } registo lido
   *[other] { $n } registos lidos
}
import-record-game = Registo { $index }: { $game }, { $n ->
    [one] { $n } ação
   *[other] { $n } ações
}
import-before = (importado antes)
import-record-problem = Registo { $index }: { $reason }
import-done = { $n ->
    [one] { $n } partida importada
   *[other] { $n } partidas importadas
}, { $already } importadas antes, { $refused } recusadas.
doing-import = importar os registos
push-heading = Notificações push
push-intro = A sua vez numa partida por correspondência, um desafio e o fim de uma partida, neste dispositivo mesmo com o site fechado.
push-save-quiet = Guardar as horas de silêncio
push-no-quiet = Sem horas de silêncio
push-quiet-heading = Horas de silêncio
push-quiet-intro = Nenhuma notificação push entre (a sua hora):
push-from = Das
push-to = Às
push-quiet-from-to = Silêncio das { $from } às { $to }.
push-quiet-none = Sem horas de silêncio.
push-devices = As notificações push chegam a { $n } dos seus dispositivos.
push-unsupported = Este navegador não pode receber notificações push.
push-turn-on = Ligar neste dispositivo
push-turn-off = Desligar neste dispositivo
push-on = As notificações push estão ligadas neste dispositivo.
push-off = As notificações push estão desligadas neste dispositivo.
push-no-answer = o serviço push deste navegador não respondeu
push-change-failed = Não foi possível mudar: { $error }
push-not-saved = Não guardado: { $error }
push-read-failed = Não foi possível ler: { $error }
analysis-swing = viragem { $n }
replay-board = Tabuleiro de { $game }: { $step }
events-title = Eventos
events-title-player = Eventos de { $name }
events-col-event = Evento
events-col-game = Jogo
events-col-format = Formato
events-col-players = Jogadores
events-col-starts = Início
events-none = Nenhum.
events-running = A decorrer
events-upcoming = Em breve
events-finished = Terminados
doing-see-events = ver os eventos
events-make = Criar um evento
events-sign-in-to-make = { $signIn } para criar um evento.
events-name = Nome
events-game = Jogo
events-format = Formato
events-arena = Arena
events-swiss = Suíço
events-round-robin = Todos contra todos
events-clock = Relógio (minutos+segundos)
events-rated = A contar para o rating
events-starts-in = Começa dentro de (minutos)
events-length = Duração (minutos)
events-rounds = Rondas
events-max = Máximo de jogadores
events-entry = Quem pode entrar
events-entry-all = Pessoas e bots
events-entry-people = Só pessoas
events-entry-bots = Só bots
events-berserk-allowed = Berserk permitido (metade do relógio, sem incremento, mais um ponto por vitória)
events-double = Todos contra todos a duas voltas (cada par joga com os dois lados)
events-computers = Inscrever os jogadores do computador
events-own-rules = Só as regras do próprio jogo (sem opções de regras, sem limite de jogadas)
events-move-limit = Limite de jogadas (turnos; o turno que o atinge empata)
events-password = Palavra-passe (opcional)
events-submit = Criar o evento
events-making = A criar o evento…
doing-make-event = criar um evento
events-event = Evento
events-page-title = { $name } — evento
events-meta-rated = a contar para o rating
events-meta-berserk = berserk
events-meta-by = por { $name }
events-meta-bots-only = só bots
events-meta-people-only = só pessoas
events-withdraw = Desistir
events-join = Entrar
events-password-label = A palavra-passe do evento
events-sign-in-to-join = { $signIn } para entrar.
events-your-game = O seu jogo começou: { $game }
events-versus = { $first } contra { $second }
events-berserked = ⚔ berserk: metade do relógio, sem incremento
events-berserk = ⚔ Berserk
doing-join-event = entrar em eventos
doing-berserk = fazer berserk
doing-follow-event = acompanhar este evento
events-col-player = Jogador
events-col-score = Pontuação
events-col-points = Pontos
events-col-games = Jogos
events-col-performance = Performance
events-col-tie-breaks = Desempates
events-standings = Classificação
events-games = Jogos
events-crosstable = Tabela cruzada
events-col-round = Ronda
events-col-first = Primeiro
events-col-second = Segundo
events-col-result = Resultado
events-playing = a jogar
events-replay = Rever
events-watch = Assistir
events-round-short = R{ $round }
events-words-arena = Arena, { $minutes } min
events-words-swiss = { $rounds ->
    [one] Suíço, { $rounds } ronda
   *[other] Suíço, { $rounds } rondas
}
events-words-double = Todos contra todos a duas voltas
events-words-round-robin = Todos contra todos
events-starts-in-clock = Começa dentro de { $clock }
events-is-finished = Terminado
events-ends-in = Termina dentro de { $clock }
events-round-going = A ronda { $round } de { $rounds } está a ser jogada
events-round-soon = A ronda { $round } de { $rounds } começa em breve
events-cross-win = V{ $place }
events-cross-draw = E{ $place }
events-cross-loss = D{ $place }
events-cross-bye = folga