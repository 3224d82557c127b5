"""The ScoreBook once the history is open: the settings' old counts carried over once, a game
counted at once and again after a restart, Reset Score kept in the history, and a history that
cannot be written leaving the score to this session."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

from ttt_desktop.engine import Mark, Variant
from ttt_desktop.history import HistoryStore, StoredGame
from ttt_desktop.play.score import Score, ScoreBook


def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def stored_win(store: HistoryStore) -> int:
    return store.add_game(StoredGame(None, "2026-11-25T10:00:00+00:00", Variant.STANDARD,
                                     "human", "easy", (4, 0, 8), 1, Mark.X))


def test_old_counts_move_to_the_history_once_and_games_count_on(tmp_path: Path):
    store = settings(tmp_path)
    store.setValue("score/standard/easy/wins", 3)
    store.setValue("score/standard/easy/losses", 1)
    history = HistoryStore.open(tmp_path / "h.sqlite3")
    book = ScoreBook(store)
    assert book.get("standard/easy") == Score(3, 0, 1)
    book.use_history(history)
    assert book.get("standard/easy") == Score(3, 0, 1)
    assert not [key for key in store.allKeys() if key.startswith("score/")]
    book.record("standard/easy", 1, game_id=7)  # counted at once, before it is written
    assert book.get("standard/easy") == Score(4, 0, 1)
    stored_win(history)
    book.stored(7)
    assert book.get("standard/easy") == Score(4, 0, 1)  # not twice
    again = ScoreBook(settings(tmp_path))  # a restart
    again.use_history(history)
    assert again.get("standard/easy") == Score(4, 0, 1)
    history.close()


def test_reset_is_kept_in_the_history(tmp_path: Path):
    history = HistoryStore.open(tmp_path / "h.sqlite3")
    stored_win(history)
    book = ScoreBook(settings(tmp_path))
    book.use_history(history)
    assert book.get("standard/easy") == Score(1, 0, 0)
    book.reset("standard/easy")
    assert book.get("standard/easy") == Score()
    again = ScoreBook(settings(tmp_path))
    again.use_history(history)
    assert again.get("standard/easy") == Score()
    history.close()


def test_a_history_that_cannot_be_written_leaves_the_score_to_this_session(tmp_path: Path):
    store = settings(tmp_path)
    store.setValue("score/standard/easy/draws", 2)
    history = HistoryStore.open(tmp_path / "h.sqlite3")
    book = ScoreBook(store)
    book.use_history(history, writable=False)
    assert book.session_only and book.get("standard/easy") == Score(0, 2, 0)
    book.record("standard/easy", -1, game_id=1)
    book.reset("misere/hard")
    assert book.get("standard/easy") == Score(0, 2, 1)
    store.sync()
    assert int(store.value("score/standard/easy/draws")) == 2  # nothing written anywhere
    assert store.value("score/standard/easy/losses") is None
    assert history.scores() == {}
    history.close()


def test_adaptives_old_counts_move_to_its_own_table_in_the_history(tmp_path: Path):
    store = settings(tmp_path)  # as a version with Adaptive kept it in the settings
    store.setValue("score/misere/adaptive/wins", 2)
    store.setValue("score/misere/adaptive/draws", 5)
    store.setValue("score/misere/hard/losses", 1)
    history = HistoryStore.open(tmp_path / "h.sqlite3")
    ScoreBook(store).use_history(history)
    assert not [key for key in store.allKeys() if key.startswith("score/")]
    history.add_game(StoredGame(None, "2026-11-25T10:00:00+00:00", Variant.MISERE, "adaptive",
                                "human", (4, 0, 8), 1, Mark.O))  # ○, Adaptive, won: a loss
    again = ScoreBook(settings(tmp_path))  # a restart
    again.use_history(history)
    assert again.get("misere/adaptive") == Score(2, 5, 1)
    assert again.get("misere/hard") == Score(0, 0, 1)
    history.close()


def test_a_history_that_cannot_be_read_again_keeps_the_score_on_show(tmp_path: Path,
                                                                      monkeypatch):
    """A read of the history that fails (the file damaged after it opened) leaves the score as
    it was shown, for this session."""
    from ttt_desktop.history import HistoryError

    history = HistoryStore.open(tmp_path / "h.sqlite3")
    stored_win(history)
    book = ScoreBook(settings(tmp_path))
    book.use_history(history)
    assert book.get("standard/easy") == Score(1, 0, 0)

    def damaged(*_ignored: object) -> dict[str, tuple[int, int, int]]:
        raise HistoryError("the file is damaged")

    monkeypatch.setattr(history, "scores", damaged)
    book.refresh()
    assert book.get("standard/easy") == Score(1, 0, 0)
    assert book.session_only
    book.record("standard/easy", -1, game_id=9)  # counted in memory, no history to wait for
    assert book.get("standard/easy") == Score(1, 0, 1)
    history.close()


def test_each_games_result_waits_for_its_own_row(tmp_path: Path):
    """The scorer passes each game's own id: a game not yet in the history still counts after
    the score is read from the history again, and stops waiting when its row is stored."""
    from ttt_desktop.play.score import GameScorer

    history = HistoryStore.open(tmp_path / "h.sqlite3")
    book = ScoreBook(settings(tmp_path))
    book.use_history(history)
    scorer = GameScorer(book)
    scorer.start("standard/easy", game_id=1)
    scorer.finished(1)
    scorer.start("standard/easy", game_id=2)
    scorer.finished(-1)
    book.refresh()  # neither row is in the history yet
    assert book.get("standard/easy") == Score(1, 0, 1)
    stored_win(history)
    book.stored(1)
    book.refresh()
    assert book.get("standard/easy") == Score(1, 0, 1)
    history.close()
