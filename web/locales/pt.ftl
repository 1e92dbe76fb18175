# As palavras do site em português. Fonte: en.ftl; termos dos jogos: glossary.md.

## O cabeçalho, em todas as páginas

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

## Títulos das páginas

title-start = Hanniball, Hnefatafl, Chess Football — jogar no navegador
title-lobby = Salão — encontrar um adversário
title-join = { $game }: entrar no jogo
title-rules = { $game }: regras
title-games = Jogos a decorrer
title-tv = TV
title-tv-game = TV: { $game }
title-your-move = ● É a sua vez · { $title }
title-game-over = Fim do jogo · { $title }

## A página inicial

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
start-rated-needs-clock = um jogo a contar precisa de relógio: quem abandona perde então por tempo
start-rated-initial-position = um jogo a contar começa na posição inicial: apague a posição
start-challenge-not-taken = { $name } não aceitou o desafio: tente de novo
start-my-games = Os seus jogos neste navegador
start-my-game = { $game } com { $side }
start-forget = Esquecer
start-forget-label = Esquecer o jogo de { $game } { $id }
copy = Copiar
copied = Copiado

## A página do jogo

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

## Os jogos: lados, resultados, resumos

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
