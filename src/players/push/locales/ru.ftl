# What a push says (src/players/push/words.rs), in the player's language.
push-turn-title = Ваш ход
push-turn-body = Ваш ход ({ $game }).
push-turn-body-opponent = { $opponent } сходил: ваш ход ({ $game }).
push-challenge-title = Вызов
push-challenge-body = { $from } вызывает вас: { $game }, { $clock }, { $rated ->
    [yes] на рейтинг
   *[no] товарищеская
}.
push-tournament-title = Начинается ваша партия турнира
push-tournament-body = { $tournament }: ваша партия ({ $game }) начинается.
push-over-title = Партия окончена
push-over-win = Вы выиграли у { $opponent } ({ $game }, { $termination }).
push-over-loss = Вы проиграли { $opponent } ({ $game }, { $termination }).
push-over-draw = Ничья с { $opponent } ({ $game }).
push-over-none = Ваша партия с { $opponent } ({ $game }) окончилась без результата.
push-termination-rules = по правилам
push-termination-resignation = сдача
push-termination-time = время
push-termination-agreement = соглашение
push-termination-abandonment = неявка
push-termination-aborted = отменена
push-termination-left = уход
push-termination-move-limit = предел ходов
