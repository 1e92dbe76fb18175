nav-site = Site
nav-home = Início
nav-lobby = Salão
nav-watch = Assistir
nav-leaderboards = Classificações
signed-in-as = Sessão iniciada como
nav-account = Conta
sign-out = Terminar sessão
sign-in-up = Entrar / criar conta
language-label = Idioma
theme-auto = Tema: do sistema
theme-light = Tema: claro
theme-dark = Tema: escuro
title-start = Hanniball, Hnefatafl, Chess Football — jogar no navegador
title-lobby = Salão — encontrar um adversário
title-join = { $game }: entrar no jogo
title-rules = { $game }: regras
title-games = Jogos a decorrer
title-tv = TV
title-tv-game = TV: { $game }
title-your-move = ● É a sua vez · { $title }
title-game-over = Fim do jogo · { $title }
start-heading = Três jogos de tabuleiro, ao vivo no seu navegador
start-a-game = Começar um jogo
start-rules = Regras
play-game = Jogar { $game }
preview-label = { $game }: uma posição
start-game = Jogo
start-position = Posição
start-position-label = Posição inicial
start-position-placeholder = posição inicial (vazio: a posição inicial do jogo)
start-play-against = Jogar contra
start-opponent = Adversário
start-opponent-friend = um amigo (ligação de convite)
start-opponent-computer = o computador
start-as = com
start-side = O seu lado
start-computer = Computador
start-strength = A força do computador
strength-quick = rápido (0,1 s por jogada)
strength-medium = médio (0,5 s por jogada)
strength-strong = forte (2 s por jogada)
start-clock = Relógio
clock-none = sem relógio
clock-fischer = minutos + incremento
clock-per-turn = tempo fixo por vez
clock-minutes-label = Minutos para cada um
clock-increment-label = Incremento em segundos
clock-per-turn-label = Segundos por vez
clock-min-plus = min +
clock-seconds-a-turn = s por vez
clock-fischer-invalid = o relógio precisa de mais de 0 minutos e de um incremento de 0 ou mais segundos
clock-per-turn-invalid = o relógio precisa de mais de 0 segundos por vez
start-rated-friend = A contar para a classificação (o seu amigo entra na conta para jogar)
start-rated-computer = A contar para a classificação (a sua e a do computador)
start-create = Criar jogo
start-play-computer = Jogar contra o computador
start-computer-unrated = A partir de uma posição escolhida, com tempo fixo por vez ou com frações de minuto no relógio, o jogo não conta para a classificação.
computer-level-easy = Fácil
computer-level-medium = Médio
computer-level-hard = Difícil
computer-how-easy = faz uma jogada que ganhe logo quando a vê, senão qualquer jogada legal
computer-how-medium = pesquisa em árvore de Monte Carlo durante um décimo de segundo por jogada
computer-how-hard = pesquisa em árvore de Monte Carlo durante um segundo por jogada
computer-how = { $name }: { $how }.
start-rated-needs-clock = um jogo a contar precisa de relógio: quem abandona perde então por tempo
start-rated-initial-position = um jogo a contar começa na posição inicial: apague a posição
start-challenge-not-taken = { $name } não aceitou o desafio: tente de novo
start-my-games = Os seus jogos neste navegador
start-my-game = { $game } com { $side }
start-forget = Esquecer
start-forget-label = Esquecer o jogo de { $game } { $id }
copy = Copiar
copied = Copiado
play-spectating = A assistir
play-you-play = Joga com { $side }
play-rematch = Novo jogo com as mesmas definições
play-seek-again = Procurar um novo adversário
play-hide-result = Esconder o resultado para ver o tabuleiro
play-choose-action = Escolha uma ação
play-choose = Escolha:
cancel = Cancelar
accept = Aceitar
decline = Recusar
rated = A contar
play-undo = Desfazer passo
play-resign = Desistir
play-resign-confirm = Desistir deste jogo?
play-offer-draw = Propor empate
play-propose-takeback = Pedir para voltar atrás
play-takeback-title = Pedir para anular a sua última jogada
play-abort = Anular jogo
play-abort-title = Terminar o jogo sem resultado: possível até ambos os lados terem jogado
play-claim-win = Reclamar a vitória
play-claim-draw = Dar empate
play-previous = Posição anterior
play-next = Posição seguinte
play-live = Ao vivo
play-moves = Jogadas
play-every-change = Todas as mudanças
play-record = Registo
play-flip = Virar tabuleiro
play-flip-title = Rodar o tabuleiro
play-spectator-link = Ligação para assistir
play-invite-link = Ligação de convite
play-revoke = Revogar convite
play-revoke-confirm = Revogar o convite? Ninguém poderá ocupar o lugar e o jogo não poderá começar.
play-sending = A enviar { $move }…
play-sending-offline = A enviar { $move }… ainda sem ligação: segue assim que o servidor estiver acessível.
play-waiting-join = À espera de que o adversário ({ $side }) entre
play-waiting-invite = À espera de que o adversário ({ $side }) abra a ligação de convite…
play-invitation-revoked-short = O convite foi revogado: este jogo não pode começar
play-invitation-revoked = O convite para { $side } foi revogado. Ninguém pode ocupar o lugar, por isso o jogo não pode começar; é anulado quando passar o tempo de abandono.
play-viewing = A ver a versão { $version } ({ $action })
play-your-move = é a sua vez
play-draw-offered-by = empate proposto por { $side }
play-computer-thinking = O computador está a pensar…
play-computer-late = O computador não responde há { $seconds } s (pensa { $think } s por jogada): o servidor pode estar ocupado. O jogo mantém-se; a jogada aparece aqui quando chegar.
play-legal-failed = Não foi possível carregar as jogadas legais: { $reason } A tentar de novo…
play-load-failed = Não foi possível carregar o jogo: { $reason } A tentar de novo…
play-unreachable = O servidor não respondeu, por isso a ação pode não ter sido feita: o tabuleiro mostra se foi.
play-no-such-game = Não existe o jogo { $id }: a ligação está errada, ou o jogo terminou há muito e foi apagado.
play-start-new = Começar um novo jogo
game-over = Fim do jogo: { $result }
game-over-reason = Fim do jogo: { $result } — { $reason }
why-over = O jogo terminou.
why-not-seated = O jogo começa quando o adversário entrar.
why-sending = A enviar…
why-past = Está a ver uma posição passada: carregue em Ao vivo para jogar.
why-their-turn = É a vez de { $side }.
why-loading = A carregar as jogadas legais…
why-not-possible = Agora não é possível.
why-no-undo = Não há nenhum passo desta vez para desfazer.
why-takeback-pending = Há um pedido para voltar atrás à espera de resposta.
gone-you = Esteve ausente: o adversário pode reclamar o jogo
gone-opponent = O seu adversário saiu do jogo
gone-side = { $side } saiu do jogo
gone-you-can-claim = Pode reclamar a vitória dentro de { $seconds } s.
gone-can-be-claimed = O jogo pode ser reclamado dentro de { $seconds } s.
draw-you-offered = Propôs empate; à espera da resposta.
draw-offered-by = Empate proposto por { $side }.
draw-lapsed = { $who ->
    [you] A sua proposta de empate
   *[other] A proposta de empate de { $side }
} caducou: foi feita uma jogada em vez de uma resposta
draw-declined = { $who ->
    [you] A sua proposta de empate
   *[other] A proposta de empate de { $side }
} foi recusada
takeback-you-proposed = Pediu para voltar atrás; à espera da resposta.
takeback-proposed-by = { $side } pediu para voltar atrás.
takeback-you-proposed-short = Pediu para voltar atrás
takeback-proposed-by-short = { $side } pediu para voltar atrás
takeback-accepted = { $who ->
    [you] O seu pedido para voltar atrás
   *[other] O pedido de { $side } para voltar atrás
} foi aceite: volta a ser a vez de { $mover }
takeback-lapsed = { $who ->
    [you] O seu pedido para voltar atrás
   *[other] O pedido de { $side } para voltar atrás
} caducou: foi feita uma jogada em vez de uma resposta
takeback-declined = { $who ->
    [you] O seu pedido para voltar atrás
   *[other] O pedido de { $side } para voltar atrás
} foi recusado
takeback-taken = Uma jogada foi anulada: é outra vez a vez de { $side }
occupant-computer = o computador
occupant-guest = convidado
occupant-nobody = ainda ninguém
occupant-you = (você)
clock-starts = Os relógios começam com a primeira jogada de { $side }.
side-white = Branco
side-black = Preto
side-attackers = Atacantes
side-defenders = Defensores
side-nobody = ninguém
result-white-won = Branco ganhou
result-black-won = Preto ganhou
result-attackers-won = Os atacantes ganharam
result-defenders-won = Os defensores ganharam
result-drawn = Empate
result-aborted = Anulado
hb-blurb = Futebol jogado como xadrez num campo de 9 × 13 com duas balizas: Macacos, Leões, Elefantes e Cavalos conduzem, passam e chutam uma bola. Até quatro passos por vez; um golo ganha.
hb-summary = Joga { $side } · { $left } de { $limit } passos por dar
hb-red-card-remove = cartão vermelho: pode retirar uma peça
hb-end-turn = Terminar a vez
hn-blurb = O jogo de cerco viking em 11 × 11: os defensores levam o rei a um canto, os atacantes, o dobro deles, tentam cercá-lo.
hn-summary = Jogam os { $side } · jogada { $move }
cf-blurb = As peças do xadrez jogam futebol num tabuleiro de xadrez: coloque uma equipa de seis, conduza e passe a bola com jogadas de xadrez e marque golos em duas partes de 45 jogadas cada.
cf-summary = { $phase ->
    [place] { $side } coloca
    [kickoff] { $side } dá o pontapé de saída
   *[play] Joga { $side }
} · parte { $half } · { $phase ->
    [place] colocação
    [kickoff] pontapé de saída
   *[play] jogo
} · resultado { $score }
cf-no-move = Sem jogada (--)
end-full-time = fim do tempo
end-resignation = desistência
end-draw-agreed = empate acordado
end-timeout = sem tempo
end-abandoned = sem primeira jogada a tempo
end-aborted = anulado por um jogador
end-opponent-left = o adversário saiu
end-goal = golo
end-own-goal = autogolo
end-no-legal-step = nenhum passo legal
end-king-escaped = o rei fugiu para um canto
end-exit-fort = forte de saída
end-king-captured = o rei foi capturado
end-encirclement = cerco
end-no-legal-move = nenhuma jogada legal
end-move-limit = foi atingido o limite de lances
end-perpetual-repetition = uma posição repetiu-se pela terceira vez (repetição perpétua: os Defensores perdem)
fact-turn = Vez
fact-to-move = Joga
fact-steps-left = Passos por dar
fact-steps-of = { $left } de { $limit }
fact-ball = Bola
fact-ball-loose = solta em { $square }
fact-ball-on = { $side } em { $square }
fact-ball-at = em { $square }
fact-red-card = Cartão vermelho
fact-red-card-may = { $side } pode retirar uma peça
fact-red-card-used = { $side } já usou o castigo
fact-none = nenhum
fact-this-turn = Nesta vez
fact-score = Resultado
fact-half = Parte
fact-phase = Fase
cf-phase = { $phase ->
    [place] colocação
    [kickoff] pontapé de saída
   *[play] jogo
}
fact-moves = Jogadas
fact-kicking-off = Dá o pontapé de saída
fact-moves-made = Jogadas feitas
fact-king = Rei
fact-king-captured = capturado
fact-last-move = Última jogada
play-sounds = Sons
conn-connecting = a ligar
conn-live = ao vivo
conn-reconnecting = a religar…
conn-ended = fim do jogo
rematch-offer = Desforra (lados trocados)
rematch-offered = Desforra proposta: à espera do adversário…
rematch-offered-to-you = O seu adversário propõe a desforra.
rematch-accept = Aceitar a desforra
rematch-starts = A desforra vai começar…
rematch-expired = A proposta de desforra expirou.
span-days = { $n ->
    [one] { $n } dia
   *[other] { $n } dias
}
span-hours = { $n } h
span-minutes = { $n } min
span-seconds = { $n } s
control-fischer = { $initial } + { $increment }
control-delay = { $initial }, atraso { $delay }
control-per-turn = { $span } por vez
versus-title = { $first } vs { $second } · { $game }
join-back = Voltar ao seu lugar ({ $side })
join-anyway = Ocupar o outro lugar mesmo assim
join-own = Esta é a ligação de convite para o seu adversário. Criou este jogo e joga com { $side }: envie esta ligação a quem quer defrontar; só funciona uma vez.
join-taking = A ocupar o seu lugar…
join-spectate = Assistir ao jogo
join-unusable = Este convite não pode ser usado.
join-not-yet = Ainda não foi possível ocupar o lugar.
try-again = Tentar de novo
missing-title = Página não encontrada
missing-tab-title = { $title } — Jogos de tabuleiro
missing-text = Não há nenhuma página em { $path }: o endereço pode ter um erro, ou a ligação que o trouxe está desatualizada.
missing-start = Ir para a página inicial
missing-elsewhere = Noutros pontos deste site
missing-home = Início: jogar
missing-lobby = O salão
wait-moment = um momento
wait-second = um segundo
wait-seconds = { $n } s
wait-minutes = { $n } min
sign-in-to = Entre na sua conta para { $doing }.
doing-offer-rematch = propor a desforra
doing-play-rated = jogar um jogo a contar
doing-play-seat = jogar neste lugar
doing-take-rated-seat = ocupar um lugar neste jogo a contar
failure-unreachable = O servidor não está acessível: verifique a ligação; a página tenta de novo.
failure-unreachable-plain = O servidor não está acessível: verifique a ligação.
failure-deadline = O servidor não respondeu a tempo: verifique a ligação e tente de novo.
failure-cancelled = O pedido foi cancelado.
failure-unknown = Algo correu mal. Recarregue a página e tente de novo.
failure-refused = O servidor recusou: { $message }
failure-refused-plain = O servidor recusou. Recarregue a página e tente de novo.
reason-invalid-game-id = O endereço deste jogo não está certo: verifique a ligação que recebeu.
reason-invalid-position = Esta posição inicial não se consegue ler ({ $detail }). Verifique-a, ou deixe o campo vazio para começar na posição habitual.
reason-invalid-position-plain = Esta posição inicial não se consegue ler. Verifique-a, ou deixe o campo vazio para começar na posição habitual.
reason-invalid-action = A página enviou uma jogada que o jogo não consegue ler. Recarregue a página e tente de novo.
reason-invalid-request-id = A página enviou um pedido que o servidor não aceita. Recarregue a página e tente de novo.
reason-request-id-reused = A página enviou um pedido que o servidor não aceita. Recarregue a página e tente de novo.
reason-malformed-request = A página enviou um pedido que o servidor não consegue ler. Recarregue a página e tente de novo.
reason-invalid-argument = A página enviou um pedido que o servidor não aceita. Recarregue a página e tente de novo.
reason-invalid-cursor = A página perdeu o seu lugar na lista do salão. Recarregue a página e tente de novo.
reason-invalid-key = A chave de convidado deste navegador não é aceite pelo salão. Recarregue a página e tente de novo.
reason-invalid-page-token = A lista mudou: recarregue a página para a ver desde o início.
reason-invalid-filter = Este filtro não se pode usar: verifique o nome do adversário.
reason-invalid-range = A classificação mínima pedida é maior do que a máxima: verifique o intervalo.
reason-invalid-side = Esse lado não é deste jogo: escolha um da lista.
reason-invalid-time-control = Este relógio não se pode usar: escolha minutos e segundos inteiros, ou dias por jogada (1, 2, 3, 5, 7, 10 ou 14), dentro dos limites.
reason-unknown-pool = Não existe essa classificação: escolha ao vivo ou por correspondência.
reason-invalid-bot = O computador não pode jogar com estas definições: escolha outro jogador computador ou outro tempo de reflexão.
reason-missing-field = Falta algo: preencha todos os campos e tente de novo.
reason-invalid-text = Um campo tem carateres não permitidos (como quebras de linha ou carateres de controlo): retire-os e tente de novo.
reason-text-too-long = Um campo é demasiado longo: encurte-o e tente de novo.
reason-unknown-game = Não existe esse jogo aqui: escolha um da lista.
reason-unknown-format = Esse jogo não lê registos escritos dessa forma: escolha outro formato ou jogo.
reason-too-many-records = São registos demais para uma importação: envie no máximo 2000 de cada vez.
reason-chat-too-fast = Uma mensagem a cada poucos segundos: espere um momento.
reason-chat-limit = Este jogo já teve todas as mensagens que pode ter.
reason-invalid-chat = Essa não é uma das mensagens que um jogo oferece.
reason-invalid-push-endpoint = O endereço de notificações deste navegador não foi aceite: desligue e volte a ligar as notificações.
reason-invalid-push-key = As chaves de notificações deste navegador não foram aceites: desligue e volte a ligar as notificações.
reason-invalid-quiet-hours = As horas de silêncio são uma hora de início e uma hora de fim do dia.
reason-rematch-offer = Isto é uma proposta de desforra para os jogadores de um jogo: só o outro jogador a pode aceitar, na página desse jogo.
reason-illegal-action = Essa jogada não é permitida: { $detail }.
reason-illegal-action-plain = Essa jogada não é permitida.
reason-nothing-to-undo = Não há nenhum passo desta vez para desfazer.
reason-game-over = O jogo terminou: não se podem fazer mais jogadas.
reason-game-not-found = Não existe esse jogo: a ligação está errada, ou o jogo terminou há muito e foi apagado.
reason-version-ahead = A página está à frente do servidor. Recarregue a página e tente de novo.
reason-version-conflict = O jogo mudou antes de a sua ação chegar (uma jogada do adversário, ou de outro separador): veja o tabuleiro e tente de novo.
reason-request-expired = A sua ação demorou demasiado a chegar ao servidor: veja no tabuleiro se foi feita.
reason-unauthenticated = Esta ligação não dá um lugar neste jogo: pode assistir, mas não jogar.
reason-wrong-seat = A sua ligação não é deste lugar: abra a ligação do seu lugar para jogar.
reason-not-your-turn = Não é a sua vez: espere pela jogada do adversário.
reason-seats-open = O jogo começa quando o adversário entrar: envie-lhe a ligação de convite.
reason-invalid-invitation = Esta ligação de convite não está certa: peça a ligação de novo.
reason-invitation-used = Este convite já foi usado: alguém já ocupou o lugar. Ainda pode assistir ao jogo.
reason-invitation-revoked = Este convite foi retirado pelo jogador que criou o jogo. Ainda pode assistir ao jogo.
reason-no-invitation = Este lugar nunca esteve aberto a um convite.
reason-draw-already-offered = Já há uma proposta de empate à espera de resposta.
reason-no-draw-offer = Já não há nenhuma proposta de empate para responder.
reason-not-abortable = Ambos os lados já jogaram, por isso o jogo já não pode ser anulado: proponha empate ou desista.
reason-no-claim = Ainda não há nada para reclamar: o adversário voltou, ou a contagem não terminou.
reason-takeback-already-proposed = Já há um pedido para voltar atrás à espera de resposta.
reason-no-takeback = Já não há nenhum pedido para voltar atrás: foi feita uma jogada, ou já foi respondido.
reason-nothing-to-take-back = Ainda não tem nenhuma jogada sua para voltar atrás.
reason-takebacks-not-allowed = Este jogo não permite voltar atrás: os jogos a contar jogam-se como estão.
reason-berserk-not-allowed = Sem berserk aqui: só numa arena que o permita, uma vez, antes da tua primeira jogada.
reason-unknown-language = O site não está escrito nessa língua.
reason-game-not-over = A desforra pode ser proposta quando o jogo terminar.
reason-computer-no-rematch = Este adversário computador não aceita desforras: comece um novo jogo com as mesmas definições.
reason-store-unavailable = O servidor não consegue chegar aos jogos neste momento: tente de novo daqui a pouco.
reason-database-unavailable = As contas dos jogadores não estão disponíveis neste momento: tente de novo daqui a pouco.
reason-shutting-down = O servidor está a reiniciar: tente de novo daqui a pouco.
reason-overloaded = O servidor está muito ocupado neste momento: tente de novo daqui a pouco.
reason-busy = O servidor está ocupado: tente de novo daqui a { $wait }.
reason-rate-limited = Demasiados pedidos em pouco tempo: espere { $wait } e tente de novo.
reason-too-many-challenges = Demasiados convites e desafios ao mesmo tempo: espere { $wait } e tente de novo.
reason-request-too-large = Este pedido é demasiado grande para o servidor: encurte o que escreveu.
reason-metadata-too-large = Este pedido é demasiado grande para o servidor. Recarregue a página e tente de novo.
reason-response-too-large = A resposta é demasiado grande para ser enviada.
reason-request-timeout = O servidor demorou demasiado a responder: tente de novo.
reason-internal = Algo correu mal no servidor: tente de novo, e recarregue a página se voltar a acontecer.
reason-name-taken = O nome “{ $name }” já está ocupado: escolha outro.
reason-name-confusable = O nome “{ $name }” é demasiado parecido com “{ $confusable_with }”, o nome de um jogador que já existe: escolha outro.
reason-name-confusable-any = O nome “{ $name }” é demasiado parecido com o nome de um jogador que já existe: escolha outro.
reason-invalid-name = Este nome não se pode usar. Um nome tem de 3 a 24 carateres: letras a–z, algarismos, _ e -, a começar por uma letra.
reason-invalid-name-reserved = Este nome está reservado para o serviço: escolha outro.
reason-invalid-password = Uma palavra-passe tem de 8 a 128 carateres, não só espaços, e não é uma das mais comuns (como “password1”): escolha uma mais longa ou menos comum.
reason-bad-credentials = Nome ou palavra-passe errados: verifique ambos e tente de novo.
reason-not-signed-in = Entre na sua conta para continuar.
reason-too-many-attempts = Demasiadas tentativas de entrar: espere { $wait } e tente de novo.
reason-bot-account = Esta é a conta de um bot: um bot entra a partir do seu programa, não de um navegador.
reason-not-a-bot = Só a conta de um bot joga os jogos da escada dos bots.
reason-player-not-found = Ninguém se chama “{ $name }”: verifique o nome.
reason-archived-game-not-found = Não há nenhum jogo terminado neste endereço: a ligação pode estar errada, ou o jogo ainda não foi arquivado.
reason-seek-taken = Outra pessoa aceitou este jogo primeiro: aceite outro, ou publique o seu.
reason-seek-not-found = Este jogo já não está aberto.
reason-already-seeking = Já tem um convite aberto para este jogo com este relógio: está na lista.
reason-seek-limit = Já tem tantos convites abertos quantos é possível: cancele um primeiro.
reason-own-seek = Este convite é seu: espere que um adversário o aceite.
reason-rating-out-of-range = A sua classificação está fora do intervalo pedido por este jogador.
reason-not-challenged = Este desafio é para outro jogador.
reason-not-ratable = Um jogo a contar precisa de relógio e da posição inicial habitual: escolha um relógio, ou desmarque A contar.
reason-same-player = Não pode jogar contra si próprio: escolha outro jogador.
reason-unknown-rule = Este jogo não tem essa opção de regra.
reason-analysis-busy = O motor está ocupado com outras análises: tenta de novo daqui a pouco.
reason-analysis-rate-limited = Demasiadas análises em pouco tempo: espere um pouco antes da próxima.
reason-invalid-record = Este registo não pode ser lido: confira-o com o formato de registo do jogo.
reason-too-many-actions = Este jogo é longo demais para ser analisado aqui.
reason-invalid-tournament = Este evento não pode ser criado assim: verifique { $field }.
reason-tournament-not-found = Não há nenhum evento neste endereço: o link pode estar errado.
reason-tournament-closed = Este evento já não aceita jogadores: começou ou terminou.
reason-tournament-full = Este evento está cheio.
reason-tournament-entry = Este evento é só para pessoas.
reason-tournament-entry-bots = Este evento é só para bots.
reason-not-in-tournament = Não está inscrito neste evento.
reason-wrong-password = Essa não é a palavra-passe deste evento.
reason-tournament-limit = Já criou tantos eventos em curso quanto é permitido: espere até que um termine.
hb-piece-monkey = { $side ->
    [white] Macaco Branco
   *[black] Macaco Preto
}
hb-piece-lion = { $side ->
    [white] Leão Branco
   *[black] Leão Preto
}
hb-piece-elephant = { $side ->
    [white] Elefante Branco
   *[black] Elefante Preto
}
hb-piece-horse = { $side ->
    [white] Cavalo Branco
   *[black] Cavalo Preto
}
cf-piece-king = { $side ->
    [white] Rei Branco
   *[black] Rei Preto
}
cf-piece-queen = { $side ->
    [white] Rainha Branca
   *[black] Rainha Preta
}
cf-piece-rook = { $side ->
    [white] Torre Branca
   *[black] Torre Preta
}
cf-piece-bishop = { $side ->
    [white] Bispo Branco
   *[black] Bispo Preto
}
cf-piece-knight = { $side ->
    [white] Cavalo Branco
   *[black] Cavalo Preto
}
cf-piece-pawn = { $side ->
    [white] Peão Branco
   *[black] Peão Preto
}
piece-on-square = { $piece } em { $square }
piece-on-square-ball = { $piece } em { $square }, com a bola
announce-captured = Capturado: { $piece } em { $square }
announce-removed = Retirado pelo cartão vermelho: { $piece } em { $square }
choice-move = mover para { $square }
choice-capture = capturar em { $square }
choice-goal = { $action } — golo
hb-choice-end-turn = terminar a vez
hb-choice-remove = retirar a peça em { $square } (cartão vermelho)
hb-choice-carry = levar a Bola para { $square }
hb-choice-kick = chutar para { $square }
hb-choice-ricochet = chutar contra o Macaco em { $square }, ricochete para { $to }
hb-why-no-step = dê primeiro pelo menos um passo.
hb-why-unchanged = o tabuleiro voltou à posição do início da sua vez, e uma vez tem de mudar a posição: dê outro passo, ou desfaça.
hb-announce-red-card = Cartão vermelho: { $side } pode retirar uma peça de { $other }
hb-announce-goal = Golo!
hb-announce-own-goal = Golo na própria baliza!
hb-reason-no-legal-action = o outro lado não tinha nenhum passo legal
hb-example-kick = Branco a um chuto da baliza
hn-piece-attacker = Atacante
hn-piece-defender = Defensor
hn-piece-king = Rei
hn-announce-king-danger = O rei está em perigo: atacantes em { $n } dos seus 4 lados
hn-reason-king-escaped = o rei fugiu para um canto
hn-reason-exit-fort = o rei fugiu num forte de saída
hn-reason-king-captured = o rei foi capturado
hn-reason-encirclement = os defensores foram cercados
hn-reason-no-legal-move = o outro lado não tinha nenhuma jogada legal
hn-reason-repetition = uma posição repetiu-se pela terceira vez (repetição perpétua: os defensores perdem)
hn-example-corner = O rei a uma jogada de um canto
cf-kind-king = Rei
cf-kind-queen = Rainha
cf-kind-rook = Torre
cf-kind-bishop = Bispo
cf-kind-knight = Cavalo
cf-kind-pawn = Peão
cf-choice-place = colocar { $piece } em { $square }
cf-choice-pass = passe para { $square }
cf-choice-none = nenhuma jogada
cf-choice-promote = { $action }, promover a { $piece }
cf-announce-goal = Golo! { $side } marca: { $white }–{ $black }. As equipas são colocadas de novo para o pontapé de saída.
cf-announce-half-time = Intervalo: a segunda parte começa com uma nova colocação.
cf-example-last-moves = Últimas jogadas da partida, Branco a uma jogada da baliza
sign-in-link = Entre na sua conta
chat-hello = Olá!
chat-good-luck = Boa sorte!
chat-good-game = Bom jogo!
chat-thanks = Obrigado!
chat-well-played = Bem jogado!
chat-label = Chat rápido
chat-say = Dizer ao adversário
chat-too-many = Não enviado: uma mensagem a cada poucos segundos, e umas dezenas por partida.
chat-no-connection = Não enviado: sem ligação.
chat-watching = { $n ->
    [one] { $n } a assistir
   *[other] { $n } a assistir
}
offline-line = Está sem ligação: a página volta a ligar-se sozinha quando a ligação voltar.
play-analyse = Analisar
why-draw-pending = Há uma proposta de empate pendente.
conn-not-found = não encontrado
play-no-such-game-title = { $game }: partida inexistente
board-role = tabuleiro
board-label = Tabuleiro de { $game }