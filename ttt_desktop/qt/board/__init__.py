"""The painted board: the widget that draws the marks and emits cell_clicked, and what it tells a
screen reader.
"""
