"""Run configs, judge prompt templates and the demo data, shipped as package data."""
