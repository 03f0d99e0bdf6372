"""After a run: answers to pairs, leaderboards, the human review queue, the HTML report, importers."""
